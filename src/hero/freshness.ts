import { HERO_TEXT_FIELDS, type TranslatedLocale } from "@/i18n/content";
import { freshnessAfterConfirm, freshnessAfterWrite, rowTexts, staleFields, type Freshness, type StoredRowTexts } from "@/i18n/freshness";
import type { StaleFields } from "@/i18n/freshness-status";

/** The hero image columns freshness reads (src/i18n/freshness.ts). */
export type HeroTextColumns = { title: string; subtitle?: string | null; translations?: unknown; translationSources?: unknown };

export const heroTexts = (row: HeroTextColumns): StoredRowTexts =>
  rowTexts(HERO_TEXT_FIELDS, { title: row.title, subtitle: row.subtitle }, row.translations, row.translationSources);

/** The freshness columns of a hero image write; `before` is null for a new one. */
export const heroFreshness = (before: HeroTextColumns | null, after: HeroTextColumns): Freshness =>
  freshnessAfterWrite(before && heroTexts(before), heroTexts(after));

export const confirmedHeroFreshness = (row: HeroTextColumns, locale: TranslatedLocale): Freshness => freshnessAfterConfirm(heroTexts(row), locale);

export const staleHeroFields = (row: HeroTextColumns): StaleFields => staleFields(heroTexts(row));
