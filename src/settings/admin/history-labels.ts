import type { SettingsSnapshotKey } from "../columns";
import type { SettingsMessages } from "../messages";
import type { SettingsHistoryMessages } from "./messages";

/** A field of the settings as the form names it, for the history's summaries and its read-only view. */
export function settingsFieldLabel(key: SettingsSnapshotKey, m: SettingsMessages, h: SettingsHistoryMessages): string {
  switch (key) {
    case "logoUrl":
      return m.fields.logo;
    case "emailNotificationsEnabled":
      return m.fields.notifications;
    case "servicesList":
      return m.sections.services;
    case "quickLinksList":
      return m.sections.quickLinks;
    case "translations":
      return h.translations;
    default:
      return m.fields[key];
  }
}

/** How many field names a summary line spells out before "and N more". */
const SUMMARY_FIELDS = 4;

/** The history's one line for a save: what it changed, or that it brought an older version back. */
export function revisionSummary(
  revision: { changed: SettingsSnapshotKey[]; restoredFrom: Date | null },
  m: SettingsMessages,
  h: SettingsHistoryMessages,
  formatDate: (date: Date) => string,
): string {
  if (revision.restoredFrom) return h.restoredFrom(formatDate(revision.restoredFrom));
  const names = revision.changed.slice(0, SUMMARY_FIELDS).map((key) => settingsFieldLabel(key, m, h));
  const rest = revision.changed.length - names.length;
  return h.changed(rest > 0 ? `${names.join(", ")} ${h.andMore(rest)}` : names.join(", "));
}
