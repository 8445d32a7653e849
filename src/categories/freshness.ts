import { CATEGORY_TEXT_FIELDS, type TranslatedLocale } from "@/i18n/content";
import { freshnessAfterConfirm, freshnessAfterWrite, rowTexts, staleFields, type Freshness, type StoredRowTexts } from "@/i18n/freshness";
import type { StaleFields } from "@/i18n/freshness-status";

/** The category columns freshness reads (src/i18n/freshness.ts). */
export type CategoryTextColumns = { name: string; description?: string | null; translations?: unknown; translationSources?: unknown };

export const categoryTexts = (row: CategoryTextColumns): StoredRowTexts =>
  rowTexts(CATEGORY_TEXT_FIELDS, { name: row.name, description: row.description }, row.translations, row.translationSources);

/** The freshness columns of a category write; `before` is null for a new one. */
export const categoryFreshness = (before: CategoryTextColumns | null, after: CategoryTextColumns): Freshness =>
  freshnessAfterWrite(before && categoryTexts(before), categoryTexts(after));

export const confirmedCategoryFreshness = (row: CategoryTextColumns, locale: TranslatedLocale): Freshness => freshnessAfterConfirm(categoryTexts(row), locale);

export const staleCategoryFields = (row: CategoryTextColumns): StaleFields => staleFields(categoryTexts(row));
