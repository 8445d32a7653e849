"use client";
import { createContext, useContext, type ReactNode } from "react";
import { get, useFormContext, useWatch, type FieldErrors } from "react-hook-form";
import { ContentLanguageSwitch, TranslationHint } from "@/admin/components/content-language.client";
import type { TranslatedLocale } from "@/i18n/content";
import { fieldStatus, isFactField, noStaleFields, type StaleFields } from "@/i18n/freshness-status";
import { INTL_LOCALE, LANGUAGE_NAMES, type PublicLocale } from "@/i18n/locales";
import { emptyProjectTranslation, type ProjectData, type ProjectFormValues, type ProjectTranslationValues } from "@/projects/validation";
import { fieldIn, fieldInForm, spanishPreview, translationProgress, type ProjectFormState, type TranslatedField } from "../form-translations";

/*
 * The pieces a translatable field of the project form needs: which language the
 * form shows, the field's name, label, hint and error in it.
 */

/** Per language, the stored project texts whose Spanish changed since they were translated (from the server). */
export const ProjectStale = createContext<StaleFields>(noStaleFields());

/** The form's translatable values as typed and as loaded, with the server's stale fields. */
function useTranslationState(): ProjectFormState {
  const { control, formState } = useFormContext<ProjectFormValues, unknown, ProjectData>();
  const now = useWatch({ control }) as ProjectFormValues;
  return { now, stored: (formState.defaultValues ?? now) as ProjectFormValues, stale: useContext(ProjectStale) };
}

/** The language switch above the tabs, with each translation's status (re-renders alone as the form is typed in). */
export function ProjectLanguageSwitch({
  value,
  onChange,
  confirmForms,
}: {
  value: PublicLocale;
  onChange: (language: PublicLocale) => void;
  confirmForms?: Partial<Record<TranslatedLocale, string>>;
}) {
  return <ContentLanguageSwitch value={value} onChange={onChange} progress={translationProgress(useTranslationState())} confirmForms={confirmForms} />;
}

/** Under a translated field: "missing" or "to review" while it is, and its Spanish to translate from. */
export function TranslatedHint({ field, language }: { field: TranslatedField; language: TranslatedLocale }) {
  const state = useTranslationState();
  const status = fieldStatus(fieldInForm(field, language, state));
  const spanish = { ...emptyProjectTranslation, [field]: state.now[field] } as ProjectTranslationValues;
  return (
    <TranslationHint missing={status.missing} stale={status.stale} fact={isFactField("project", field)} spanish={spanishPreview(field, spanish) || undefined} />
  );
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
