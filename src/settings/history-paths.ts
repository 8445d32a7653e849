/** The settings' history in the back office, and the answer a restore comes back with (`?aviso=`). */
export const SETTINGS_HISTORY = "/admin/settings/history";

export const SETTINGS_HISTORY_ANSWERS = ["restored", "failed"] as const;
export type SettingsHistoryAnswer = (typeof SETTINGS_HISTORY_ANSWERS)[number];

export const settingsHistoryAnswer = (answer: SettingsHistoryAnswer) => `${SETTINGS_HISTORY}?aviso=${answer}`;

export const parseSettingsHistoryAnswer = (value: unknown): SettingsHistoryAnswer | null =>
  typeof value === "string" && (SETTINGS_HISTORY_ANSWERS as readonly string[]).includes(value) ? (value as SettingsHistoryAnswer) : null;
