import { createHash } from "node:crypto";
import { isFilled, readTranslations, TRANSLATED_LOCALES, type FieldKinds, type TranslatedLocale, type Translations } from "./content";
import { noStaleFields, type StaleFields, type TranslationSources } from "./freshness-status";

/*
 * Translation freshness (docs/decisions/0019-translation-freshness.md). Each translated field
 * remembers a hash of the Spanish text it was translated from (`translation_sources`); when the
 * Spanish changes, the hash no longer matches and the translation needs review, until it is
 * saved again (edited) or confirmed unchanged. Server code: it hashes with node:crypto. Every
 * content type reads its texts into the same flat shape first (field key → text), so one set of
 * rules serves settings, categories, projects, blocks, hero and About images.
 */

/** A row's translatable texts in one language, flattened: field key → its text as compared ("" = none). */
export type FlatTexts = Record<string, string>;
export type FlatTranslations = { [L in TranslatedLocale]?: FlatTexts };
/** A row's texts as freshness reads them: its Spanish, its translations and their recorded sources. */
export type RowTexts = { spanish: FlatTexts; translations: FlatTranslations };
export type StoredRowTexts = RowTexts & { sources: TranslationSources };

/** What a write stores beside the translations: the `translation_sources` and `stale_locales` columns. */
export type Freshness = { translationSources: TranslationSources; staleLocales: TranslatedLocale[] };

/** 96 bits of SHA-256: far beyond any chance of a changed text hashing alike, short in jsonb. */
export const sourceHash = (text: string): string => createHash("sha256").update(text, "utf8").digest("base64url").slice(0, 16);

/**
 * One stored field as a comparable text: strings trimmed; lists (features, services) and pairs
 * (materials) without blank items, as JSON, so their order and contents both count.
 */
export function flatText(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (!Array.isArray(value)) return "";
  const items = value
    .map((item) => (Array.isArray(item) ? item.map((part) => (typeof part === "string" ? part.trim() : "")) : typeof item === "string" ? item.trim() : ""))
    .filter((item) => isFilled(item));
  return items.length ? JSON.stringify(items) : "";
}

/** A row's texts of the given fields, flattened. */
export function flattenFields(fields: FieldKinds, texts: Record<string, unknown> | null | undefined): FlatTexts {
  const result: FlatTexts = {};
  for (const field of Object.keys(fields)) {
    const text = flatText(texts?.[field]);
    if (text !== "") result[field] = text;
  }
  return result;
}

/** Every translated language's texts of the given fields, flattened. */
export function flattenTranslations(fields: FieldKinds, translations: Translations<object> | null | undefined): FlatTranslations {
  const result: FlatTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = flattenFields(fields, translations?.[locale] as Record<string, unknown> | undefined);
    if (Object.keys(texts).length) result[locale] = texts;
  }
  return result;
}

/**
 * A row of one of the flat content types (settings, category, project, hero, About image) as
 * freshness reads it: `spanish` holds its Spanish texts by field (lists as arrays, pairs as
 * arrays of two), `translations` and `sources` its stored columns, read defensively.
 */
export function rowTexts(fields: FieldKinds, spanish: Record<string, unknown>, translations: unknown, sources?: unknown): StoredRowTexts {
  return {
    spanish: flattenFields(fields, spanish),
    translations: flattenTranslations(fields, readTranslations(fields, translations)),
    sources: readSources(sources),
  };
}

/** Stored `translation_sources`, read defensively (jsonb may hold anything). */
export function readSources(stored: unknown): TranslationSources {
  const result: TranslationSources = {};
  if (!stored || typeof stored !== "object") return result;
  for (const locale of TRANSLATED_LOCALES) {
    const hashes = (stored as Record<string, unknown>)[locale];
    if (!hashes || typeof hashes !== "object") continue;
    const clean = Object.fromEntries(Object.entries(hashes).filter(([, hash]) => typeof hash === "string"));
    if (Object.keys(clean).length) result[locale] = clean as Record<string, string>;
  }
  return result;
}

/**
 * Per language, the translated fields whose Spanish is no longer the one they were translated
 * from. A field with no source recorded was translated before sources were kept: it counts as
 * made from the Spanish the row holds.
 */
export function staleFields({ spanish, translations, sources }: StoredRowTexts): StaleFields {
  const result = noStaleFields();
  for (const locale of TRANSLATED_LOCALES) {
    for (const field of Object.keys(translations[locale] ?? {})) {
      const source = sources[locale]?.[field];
      if (source !== undefined && source !== sourceHash(spanish[field] ?? "")) result[locale].push(field);
    }
  }
  return result;
}

const localesOf = (stale: StaleFields): TranslatedLocale[] => TRANSLATED_LOCALES.filter((locale) => stale[locale].length > 0);

/**
 * The sources and stale languages after a write. A translation that is new or changed was made
 * from the Spanish being stored; one left as it was keeps its source (or, with none recorded,
 * the Spanish the row held until now), so a Spanish edit leaves it stale. `before` is null for
 * a new row.
 */
export function freshnessAfterWrite(before: StoredRowTexts | null, after: RowTexts): Freshness {
  const sources: TranslationSources = {};
  for (const locale of TRANSLATED_LOCALES) {
    const hashes: Record<string, string> = {};
    for (const [field, text] of Object.entries(after.translations[locale] ?? {})) {
      const kept = before && before.translations[locale]?.[field] === text;
      hashes[field] = kept ? (before.sources[locale]?.[field] ?? sourceHash(before.spanish[field] ?? "")) : sourceHash(after.spanish[field] ?? "");
    }
    if (Object.keys(hashes).length) sources[locale] = hashes;
  }
  return { translationSources: sources, staleLocales: localesOf(staleFields({ ...after, sources })) };
}

/** "Confirmar": every translated field of `locale` counts as made from the Spanish the row holds now. */
export function freshnessAfterConfirm(row: StoredRowTexts, locale: TranslatedLocale): Freshness {
  const sources: TranslationSources = { ...row.sources };
  const hashes = Object.fromEntries(Object.keys(row.translations[locale] ?? {}).map((field) => [field, sourceHash(row.spanish[field] ?? "")]));
  if (Object.keys(hashes).length) sources[locale] = hashes;
  else delete sources[locale];
  return { translationSources: sources, staleLocales: localesOf(staleFields({ ...row, sources })) };
}

/**
 * The translations a visitor may read: those of `factFields` that need review are left out,
 * so the page shows the Spanish fact instead (hours, services, figures); prose stays.
 */
export function withoutStaleFacts<T extends object>(translations: Translations<T>, stale: StaleFields, factFields: readonly string[]): Translations<T> {
  const result: Translations<T> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) continue;
    const kept = Object.fromEntries(Object.entries(texts).filter(([field]) => !(factFields.includes(field) && stale[locale].includes(field))));
    result[locale] = kept as Partial<T>;
  }
  return result;
}
