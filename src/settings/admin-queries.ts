import "server-only";
import { adminRead } from "@/admin/action";
import { readAdminSettings, type AdminSettings } from "./service";

/** The settings for the admin form (the settings role only); the SMTP password never leaves the server. */
export async function getSettingsForAdmin(): Promise<AdminSettings> {
  return adminRead("settings", (db) => readAdminSettings(db));
}
