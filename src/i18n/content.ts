import type { PublicLocale } from "./locales";

/**
 * Translatable content. Spanish lives in each table's own columns; the
 * other public languages live beside it in one `translations` jsonb column per row:
 * `{ "gl": { "title": "…" }, "en": { … } }`. A field that is absent or empty in a language shows
 * the Spanish value (and the admin marks it missing), so a half-translated project still reads
 * whole. Pure: used by the public pages after their cached reads, and by the admin forms.
 */
export const TRANSLATED_LOCALES = ["gl", "en"] as const;
export type TranslatedLocale = (typeof TRANSLATED_LOCALES)[number];

export const isTranslatedLocale = (value: unknown): value is TranslatedLocale => (TRANSLATED_LOCALES as readonly unknown[]).includes(value);

/** Per language, some of a row's texts. */
export type Translations<T> = { [L in TranslatedLocale]?: Partial<T> };

/**
 * How a translatable field is stored: `text` a string, `list` an array of strings (features,
 * services, keywords), `pairs` an ordered array of [name, value] (materials: jsonb re-sorts the
 * keys of an object, and their order is the admin's).
 */
export type FieldKind = "text" | "list" | "pairs";
export type FieldKinds = Record<string, FieldKind>;
type ValueOf<K extends FieldKind> = K extends "text" ? string : K extends "list" ? string[] : [string, string][];
/** The texts a shape of fields describes. */
export type TextsOf<F extends FieldKinds> = { [P in keyof F]: ValueOf<F[P]> };

/** The translatable fields of each content type (the admin and the public pages read the same list). */
export const PROJECT_TEXT_FIELDS = {
  title: "text",
  shortDescription: "text",
  description: "text",
  longDescription: "text",
  features: "list",
  materials: "pairs",
  metaTitle: "text",
  metaDescription: "text",
  keywords: "list",
} as const satisfies FieldKinds;
export const CATEGORY_TEXT_FIELDS = { name: "text", description: "text" } as const satisfies FieldKinds;
export const HERO_TEXT_FIELDS = { title: "text", subtitle: "text" } as const satisfies FieldKinds;
export const ABOUT_TEXT_FIELDS = { altText: "text" } as const satisfies FieldKinds;
/** Quick links keep one address for every language: only their names are translated, by position. */
export const SETTINGS_TEXT_FIELDS = {
  companyDescription: "text",
  workingHoursWeekdays: "text",
  workingHoursSaturday: "text",
  servicesList: "list",
  quickLinkNames: "list",
} as const satisfies FieldKinds;

export type ProjectTexts = TextsOf<typeof PROJECT_TEXT_FIELDS>;
export type CategoryTexts = TextsOf<typeof CATEGORY_TEXT_FIELDS>;
export type HeroTexts = TextsOf<typeof HERO_TEXT_FIELDS>;
export type AboutTexts = TextsOf<typeof ABOUT_TEXT_FIELDS>;
export type SettingsTexts = TextsOf<typeof SETTINGS_TEXT_FIELDS>;

/** A translation counts when it says something: a non-blank string, a list with a non-blank item. */
export function isFilled(value: unknown): boolean {
  if (typeof value === "string") return value.trim() !== "";
  if (Array.isArray(value)) return value.some((item) => (Array.isArray(item) ? item.some(isFilled) : isFilled(item)));
  return false;
}

const isString = (value: unknown): value is string => typeof value === "string";

/** One stored field, read defensively (jsonb may hold anything); undefined when unusable. */
function readField(kind: FieldKind, value: unknown): string | string[] | [string, string][] | undefined {
  if (kind === "text") return isString(value) ? value : undefined;
  if (!Array.isArray(value)) return undefined;
  if (kind === "list") return value.filter(isString);
  return value.filter((pair): pair is [string, string] => Array.isArray(pair) && pair.length === 2 && pair.every(isString));
}

/** A row's stored `translations`, keeping only known languages and fields of the right type. */
export function readTranslations<F extends FieldKinds>(fields: F, stored: unknown): Translations<TextsOf<F>> {
  const result: Translations<TextsOf<F>> = {};
  if (!stored || typeof stored !== "object") return result;
  for (const locale of TRANSLATED_LOCALES) {
    const texts = (stored as Record<string, unknown>)[locale];
    if (!texts || typeof texts !== "object") continue;
    const clean: Record<string, unknown> = {};
    for (const [field, kind] of Object.entries(fields)) {
      const value = readField(kind, (texts as Record<string, unknown>)[field]);
      if (value !== undefined) clean[field] = value;
    }
    result[locale] = clean as Partial<TextsOf<F>>;
  }
  return result;
}

/**
 * What to store: per language, only the fields with something in them (an emptied field goes
 * back to showing Spanish), and no language left empty.
 */
export function compactTranslations<T extends object>(translations: Translations<T> | undefined): Translations<T> {
  const result: Translations<T> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const entries = Object.entries(translations?.[locale] ?? {}).filter(([, value]) => isFilled(value));
    if (entries.length > 0) result[locale] = Object.fromEntries(entries) as Partial<T>;
  }
  return result;
}

/**
 * The texts a visitor reads in `locale`: each translated field that is filled, the Spanish value
 * for the rest. Spanish (and any field `spanish` does not have) is returned as it is.
 */
export function localizeTexts<T extends object>(spanish: T, translations: Translations<T> | null | undefined, locale: PublicLocale): T {
  if (locale === "es") return spanish;
  const texts = translations?.[locale];
  if (!texts) return spanish;
  const result = { ...spanish } as Record<string, unknown>;
  for (const [field, value] of Object.entries(texts)) {
    if (field in result && isFilled(value)) result[field] = value;
  }
  return result as T;
}

/** The fields filled in Spanish but not in `locale`: what the admin shows as missing. */
export function missingFields<T extends object>(spanish: Partial<T>, translations: Translations<T> | null | undefined, locale: TranslatedLocale): (keyof T)[] {
  const texts: Partial<T> = translations?.[locale] ?? {};
  return (Object.keys(spanish) as (keyof T)[]).filter((field) => isFilled(spanish[field]) && !isFilled(texts[field]));
}
