import { PROJECT_TEXT_FIELDS, TRANSLATED_LOCALES, type ProjectTexts, type TranslatedLocale, type Translations } from "@/i18n/content";
import { languageProgress, type FieldInForm, type LanguageProgress, type StaleFields } from "@/i18n/freshness-status";
import { emptyProjectTranslation, type ProjectFormValues, type ProjectTranslationValues } from "@/projects/validation";

/*
 * The project form's translations: how the stored texts become the form's inputs,
 * how much of each language is missing, and the Spanish shown under a translated field. Pure:
 * the edit page's read (server) and the form (browser) both use it.
 */

export type TranslatedField = keyof ProjectTexts;
export const TRANSLATED_FIELDS = Object.keys(PROJECT_TEXT_FIELDS) as TranslatedField[];

/** The form's name of a translatable field in the language being edited. */
export function fieldIn<F extends TranslatedField>(field: F, language: TranslatedLocale | "es") {
  return language === "es" ? field : (`translations.${language}.${field}` as const);
}

/** A project's stored translations as the form holds them: every language whole, blank where untranslated. */
export function translationFormValues(stored: Translations<ProjectTexts>): Record<TranslatedLocale, ProjectTranslationValues> {
  const values = {} as Record<TranslatedLocale, ProjectTranslationValues>;
  for (const locale of TRANSLATED_LOCALES) {
    const texts = stored[locale] ?? {};
    values[locale] = {
      ...emptyProjectTranslation,
      ...texts,
      materials: (texts.materials ?? []).map(([name, specification]) => ({ name, specification })),
    };
  }
  return values;
}

/** The readable text of the editor's HTML (what the person sees, for counting and hints). */
export function htmlText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|blockquote|pre)>/gi, " ")
    .replace(/<br\s*\/?>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** One language's texts in the shape `missingFields` reads: an empty editor or half-typed material is nothing. */
function countable(values: ProjectTranslationValues): Partial<ProjectTexts> {
  return {
    ...values,
    longDescription: htmlText(values.longDescription),
    materials: values.materials.filter((row) => row.name.trim() && row.specification.trim()).map((row): [string, string] => [row.name, row.specification]),
  };
}

/** The Spanish texts of the form (the translatable fields only). */
export function spanishTexts(values: Pick<ProjectFormValues, TranslatedField>): ProjectTranslationValues {
  const spanish = {} as Record<TranslatedField, unknown>;
  for (const field of TRANSLATED_FIELDS) spanish[field] = values[field];
  return spanish as ProjectTranslationValues;
}

const PREVIEW_LENGTH = 240;
const short = (text: string) => (text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text);

/** The Spanish of a field, short, shown under its translation: lists joined, the editor's text without tags. */
export function spanishPreview(field: TranslatedField, spanish: ProjectTranslationValues): string {
  const texts = countable(spanish);
  const value = texts[field];
  if (typeof value === "string") return short(value.trim());
  if (field === "materials") return short((texts.materials ?? []).map(([name, specification]) => `${name}: ${specification}`).join("; "));
  return short(((value ?? []) as string[]).join(", "));
}

/** The translatable values of the form, as typed (`now`) and as loaded (`stored`), and the server's stale fields. */
export type ProjectFormState = {
  now: Pick<ProjectFormValues, TranslatedField | "translations">;
  stored: Pick<ProjectFormValues, TranslatedField | "translations">;
  stale: StaleFields;
};

/** One field of one language as its status reads it (rich text as its readable text, materials as complete pairs). */
export function fieldInForm(field: TranslatedField, locale: TranslatedLocale, { now, stored, stale }: ProjectFormState): FieldInForm {
  const texts = (values: Partial<ProjectTranslationValues> | undefined) => countable({ ...emptyProjectTranslation, ...values });
  return {
    spanish: texts(spanishTexts(now))[field],
    storedSpanish: texts(spanishTexts(stored))[field],
    translation: texts(now.translations?.[locale])[field],
    storedTranslation: texts(stored.translations?.[locale])[field],
    storedStale: stale[locale].includes(field),
  };
}

/** Per language, what the language switch shows: how much is translated, missing and to review. */
export function translationProgress(state: ProjectFormState): Record<TranslatedLocale, LanguageProgress> {
  const progress = {} as Record<TranslatedLocale, LanguageProgress>;
  for (const locale of TRANSLATED_LOCALES) progress[locale] = languageProgress(TRANSLATED_FIELDS.map((field) => fieldInForm(field, locale, state)));
  return progress;
}
