"use client";
import type { ReactNode } from "react";
import { get, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { ContentLanguageSwitch, TranslationHint } from "@/admin/components/content-language.client";
import type { TranslatedLocale } from "@/i18n/content";
import { INTL_LOCALE, LANGUAGE_NAMES, type PublicLocale } from "@/i18n/locales";
import { emptyProjectTranslation, type ProjectData, type ProjectFormValues, type ProjectTranslationValues } from "@/projects/validation";
import { fieldIn, isMissing, missingCounts, spanishPreview, spanishTexts, type TranslatedField } from "./translations";

/*
 * The pieces a translatable field of the project form needs: which language the
 * form shows, the field's name, label, hint and error in it.
 */

/** The language switch above the tabs, with each translation's missing count (re-renders alone as the form is typed in). */
export function ProjectLanguageSwitch({ value, onChange }: { value: PublicLocale; onChange: (language: PublicLocale) => void }) {
  const { control } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  const values = useWatch({ control }) as ProjectFormValues;
  return <ContentLanguageSwitch value={value} onChange={onChange} missing={missingCounts(spanishTexts(values), values.translations)} />;
}

/** Under a translated field: "missing" while it is, and its Spanish to translate from. */
export function TranslatedHint({ field, language }: { field: TranslatedField; language: TranslatedLocale }) {
  const { control } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  const [spanishValue, translatedValue] = useWatch({ control, name: [field, fieldIn(field, language)] });
  const spanish = { ...emptyProjectTranslation, [field]: spanishValue } as ProjectTranslationValues;
  const translation = { ...emptyProjectTranslation, [field]: translatedValue } as ProjectTranslationValues;
  return <TranslationHint missing={isMissing(field, spanish, translation)} spanish={spanishPreview(field, spanish) || undefined} />;
}

/** What a translatable field shows in the form's current language. */
export function translatedField(language: PublicLocale, errors: FieldErrors<ProjectFormValues>) {
  const translation = language === "es" ? null : language;
  return {
    translation,
    /** The control's id: one per language, so a label never points at another language's input. */
    id: (id: string) => (translation ? `${id}-${translation}` : id),
    name: <F extends TranslatedField>(field: F) => fieldIn(field, language),
    /** The field's label, with the language it is in while a translation is edited. */
    label: (text: string): ReactNode =>
      translation ? (
        <>
          {text} <span className="font-normal text-muted-foreground">({LANGUAGE_NAMES[translation]})</span>
        </>
      ) : (
        text
      ),
    /** The field's own hint, and in a translation the missing note and the Spanish text. */
    hint: (field: TranslatedField, own?: ReactNode): ReactNode =>
      translation ? (
        <>
          {own && <span className="block">{own}</span>}
          <TranslatedHint field={field} language={translation} />
        </>
      ) : (
        own
      ),
    error: (field: TranslatedField): string | undefined => {
      const error = get(errors, fieldIn(field, language)) as { message?: string; root?: { message?: string } } | undefined;
      return error?.message ?? error?.root?.message;
    },
    lang: translation ? INTL_LOCALE[translation] : undefined,
  };
}
