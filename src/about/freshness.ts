import { ABOUT_TEXT_FIELDS, type TranslatedLocale } from "@/i18n/content";
import { freshnessAfterConfirm, freshnessAfterWrite, rowTexts, staleFields, type Freshness, type StoredRowTexts } from "@/i18n/freshness";
import type { StaleFields } from "@/i18n/freshness-status";

/** The About image columns freshness reads (src/i18n/freshness.ts). */
export type AboutTextColumns = { altText?: string | null; translations?: unknown; translationSources?: unknown };

export const aboutTexts = (row: AboutTextColumns): StoredRowTexts =>
  rowTexts(ABOUT_TEXT_FIELDS, { altText: row.altText }, row.translations, row.translationSources);

/** The freshness columns of an About image write; `before` is null for a new one. */
export const aboutFreshness = (before: AboutTextColumns | null, after: AboutTextColumns): Freshness =>
  freshnessAfterWrite(before && aboutTexts(before), aboutTexts(after));

export const confirmedAboutFreshness = (row: AboutTextColumns, locale: TranslatedLocale): Freshness => freshnessAfterConfirm(aboutTexts(row), locale);

export const staleAboutFields = (row: AboutTextColumns): StaleFields => staleFields(aboutTexts(row));
