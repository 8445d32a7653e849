import type { Materials } from "@/db/schema";
import { PROJECT_TEXT_FIELDS, type TranslatedLocale } from "@/i18n/content";
import { freshnessAfterConfirm, freshnessAfterWrite, rowTexts, staleFields, type Freshness, type StoredRowTexts } from "@/i18n/freshness";
import type { StaleFields } from "@/i18n/freshness-status";

/** The project columns freshness reads (src/i18n/freshness.ts). */
export type ProjectTextColumns = {
  title: string;
  shortDescription?: string | null;
  description?: string | null;
  longDescription?: string | null;
  features?: string[] | null;
  materials?: Materials | null;
  metaTitle?: string | null;
  metaDescription?: string | null;
  keywords?: string[] | null;
  translations?: unknown;
  translationSources?: unknown;
};

/** The project's texts; materials as the ordered [name, specification] pairs their translations hold. */
export function projectTexts(row: ProjectTextColumns): StoredRowTexts {
  const spanish = {
    title: row.title,
    shortDescription: row.shortDescription,
    description: row.description,
    longDescription: row.longDescription,
    features: row.features ?? [],
    materials: Object.entries(row.materials ?? {}).map(([name, specification]) => [name, String(specification ?? "")]),
    metaTitle: row.metaTitle,
    metaDescription: row.metaDescription,
    keywords: row.keywords ?? [],
  };
  return rowTexts(PROJECT_TEXT_FIELDS, spanish, row.translations, row.translationSources);
}

/** The freshness columns of a project write; `before` is null for a new one. */
export const projectFreshness = (before: ProjectTextColumns | null, after: ProjectTextColumns): Freshness =>
  freshnessAfterWrite(before && projectTexts(before), projectTexts(after));

export const confirmedProjectFreshness = (row: ProjectTextColumns, locale: TranslatedLocale): Freshness => freshnessAfterConfirm(projectTexts(row), locale);

export const staleProjectFields = (row: ProjectTextColumns): StaleFields => staleFields(projectTexts(row));
