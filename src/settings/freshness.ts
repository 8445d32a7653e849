import type { QuickLink } from "@/db/schema";
import { SETTINGS_TEXT_FIELDS } from "@/i18n/content";
import { freshnessAfterConfirm, freshnessAfterWrite, rowTexts, staleFields, type Freshness, type StoredRowTexts } from "@/i18n/freshness";
import type { StaleFields } from "@/i18n/freshness-status";
import type { TranslatedLocale } from "@/i18n/content";

/** The settings columns freshness reads (src/i18n/freshness.ts). */
export type SettingsTextColumns = {
  companyDescription?: string | null;
  workingHoursWeekdays?: string | null;
  workingHoursSaturday?: string | null;
  servicesList?: string[] | null;
  quickLinksList?: QuickLink[] | null;
  translations?: unknown;
  translationSources?: unknown;
};

/**
 * The settings' texts. A quick link's translated name is made from its Spanish name *and* where
 * it leads: a link replaced at the same place (another address) makes its old name stale.
 */
export function settingsTexts(row: SettingsTextColumns): StoredRowTexts {
  const spanish = {
    companyDescription: row.companyDescription,
    workingHoursWeekdays: row.workingHoursWeekdays,
    workingHoursSaturday: row.workingHoursSaturday,
    servicesList: row.servicesList ?? [],
    quickLinkNames: (row.quickLinksList ?? []).map((link) => [link?.name ?? "", link?.href ?? ""]),
  };
  return rowTexts(SETTINGS_TEXT_FIELDS, spanish, row.translations, row.translationSources);
}

/** The freshness columns of a settings write; `before` is the stored row (null when there is none yet). */
export const settingsFreshness = (before: SettingsTextColumns | null, after: SettingsTextColumns): Freshness =>
  freshnessAfterWrite(before && settingsTexts(before), settingsTexts(after));

export const confirmedSettingsFreshness = (row: SettingsTextColumns, locale: TranslatedLocale): Freshness => freshnessAfterConfirm(settingsTexts(row), locale);

export const staleSettingsFields = (row: SettingsTextColumns): StaleFields => staleFields(settingsTexts(row));
