import "server-only";
import { adminRead } from "@/admin/action";
import { runInLocale } from "@/i18n/server";
import { findSettingsRevision, listSettingsRevisions, settingsSnapshot, type SettingsRevision, type SettingsRevisionRow } from "./history";
import { readAdminSettings, restorableSettings, type AdminSettings, type Restorable } from "./service";

/** The settings for the admin form (the settings role only); the SMTP password never leaves the server. */
export async function getSettingsForAdmin(): Promise<AdminSettings> {
  return adminRead("settings", (db) => readAdminSettings(db));
}

/** The kept saves for the history page (at most SETTINGS_HISTORY_LIMIT). */
export async function getSettingsHistory(): Promise<SettingsRevisionRow[]> {
  return adminRead("settings", (db) => listSettingsRevisions(db));
}

/** One kept save, and whether it can be restored under today's rules (the reason in the person's language when not). */
export async function getSettingsRevision(id: string): Promise<{ revision: SettingsRevision; restorable: Restorable } | null> {
  return adminRead("settings", async (db, user) => {
    const revision = await findSettingsRevision(db, id);
    if (!revision) return null;
    const now = await settingsSnapshot(db);
    return { revision, restorable: runInLocale(user.locale, () => restorableSettings(now, revision.snapshot)) };
  });
}
