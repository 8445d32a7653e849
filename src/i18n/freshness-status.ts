import { TRANSLATED_LOCALES, type TranslatedLocale } from "./content";

/*
 * Whether a translation is current, in the terms the admin forms show: pure, so the forms
 * (browser) and the admin reads (server) share it. How sources are recorded and compared is
 * src/i18n/freshness.ts (server only: it hashes).
 */

/** Per language, per translated field: a hash of the Spanish text the translation was made from. */
export type TranslationSources = { [L in TranslatedLocale]?: Record<string, string> };

/** Per language, the fields whose translation was made from a Spanish text that has changed since. */
export type StaleFields = Record<TranslatedLocale, string[]>;

export const noStaleFields = (): StaleFields => ({ gl: [], en: [] });

/** Stale fields as stored data or a client sent them: known languages, strings only. */
export function readStaleFields(value: unknown): StaleFields {
  const result = noStaleFields();
  if (!value || typeof value !== "object") return result;
  for (const locale of TRANSLATED_LOCALES) {
    const fields = (value as Record<string, unknown>)[locale];
    if (Array.isArray(fields)) result[locale] = fields.filter((f): f is string => typeof f === "string");
  }
  return result;
}

/**
 * What one translated language holds, for its status: how many of its fields say something,
 * how many filled in Spanish it lacks, and how many need review.
 */
export type LanguageProgress = { filled: number; missing: number; stale: number };

/**
 * A language's status: `empty` (nothing translated: "Sin contenido"), `stale` (a field needs
 * review: "Necesita revisión"), `partial` (some fields missing: "# sin traducir"), `current`
 * ("Traducido"). Review comes before missing: a translation that may now say something wrong
 * matters more than one that shows the Spanish.
 */
export type LanguageState = "empty" | "stale" | "partial" | "current";

export function languageState({ filled, missing, stale }: LanguageProgress): LanguageState {
  if (filled === 0) return "empty";
  if (stale > 0) return "stale";
  if (missing > 0) return "partial";
  return "current";
}

/** Whether a form value says anything: a string, or a list or row with a string that does. */
function hasText(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some(hasText);
  if (value && typeof value === "object") return Object.values(value).some(hasText);
  return false;
}

/** A form value as the stored text compares: strings trimmed, lists without blank items, pairs without blank rows. */
function comparable(value: unknown): unknown {
  if (typeof value === "string") return value.trim();
  if (Array.isArray(value)) return value.filter(hasText).map(comparable);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, comparable(v)]));
  return value ?? "";
}

/** Whether two texts of a form read the same once stored (blank and absent alike). */
export function sameText(a: unknown, b: unknown): boolean {
  return JSON.stringify(comparable(a)) === JSON.stringify(comparable(b));
}

/**
 * Whether one translated field needs review as the form stands: it says something, it is still
 * the stored translation (an edited one is saved as current), and either the stored one was
 * already stale or its Spanish has been edited in the form since it was loaded.
 */
export function needsReview(field: {
  storedStale: boolean;
  spanish: unknown;
  storedSpanish: unknown;
  translation: unknown;
  storedTranslation: unknown;
}): boolean {
  if (!hasText(field.translation) || !sameText(field.translation, field.storedTranslation)) return false;
  return field.storedStale || !sameText(field.spanish, field.storedSpanish);
}

/**
 * Which public texts fall back to the Spanish while their translation needs review
 * (docs/decisions/0019-translation-freshness.md): facts a visitor acts on — opening hours, the
 * services offered, where a link leads, a project's features and materials with their figures.
 * Prose keeps its old translation until someone reviews it.
 */
export const FACT_FIELDS = {
  settings: ["workingHoursWeekdays", "workingHoursSaturday", "servicesList", "quickLinkNames"],
  project: ["features", "materials"],
} as const;

export const isFactField = (kind: keyof typeof FACT_FIELDS, field: string) => (FACT_FIELDS[kind] as readonly string[]).includes(field);

/**
 * One translatable field of a form in one language, as its status reads it: the Spanish and the
 * translation as typed, the same as loaded, and whether the stored translation needed review.
 * Values are compared as stored (./sameText); pass rich text as its readable text.
 */
export type FieldInForm = { spanish: unknown; translation: unknown; storedSpanish: unknown; storedTranslation: unknown; storedStale: boolean };

export type FieldStatus = { filled: boolean; missing: boolean; stale: boolean };

export function fieldStatus(field: FieldInForm): FieldStatus {
  const filled = hasText(field.translation);
  return { filled, missing: !filled && hasText(field.spanish), stale: needsReview(field) };
}

/** A language's progress over its fields (each counted once). */
export function languageProgress(fields: FieldInForm[]): LanguageProgress {
  const statuses = fields.map(fieldStatus);
  return {
    filled: statuses.filter((s) => s.filled).length,
    missing: statuses.filter((s) => s.missing).length,
    stale: statuses.filter((s) => s.stale).length,
  };
}

/** The languages with at least one field to review. */
export const staleLocalesOf = (stale: StaleFields): TranslatedLocale[] => TRANSLATED_LOCALES.filter((locale) => stale[locale].length > 0);

/** Languages as read from SQL (`stale_locales`), in the site's order (gl, en); anything else dropped. */
export const inLocaleOrder = (locales: readonly string[] | null | undefined): TranslatedLocale[] =>
  TRANSLATED_LOCALES.filter((locale) => (locales ?? []).includes(locale));
