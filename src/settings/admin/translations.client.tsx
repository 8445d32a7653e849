"use client";
import { createContext, useContext } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslationHint } from "@/admin/components/content-language.client";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import {
  fieldStatus,
  isFactField,
  languageProgress,
  noStaleFields,
  type FieldInForm,
  type FieldStatus,
  type LanguageProgress,
  type StaleFields,
} from "@/i18n/freshness-status";
import { INTL_LOCALE, type PublicLocale } from "@/i18n/locales";
import type { SettingsFormValues } from "../validation";
import { TextField } from "./fields.client";

/** Which language's texts the settings form shows; the other fields stay as they are. */
export const SettingsLanguage = createContext<PublicLocale>("es");
export const useSettingsLanguage = () => useContext(SettingsLanguage);

/** Per language, the stored texts whose Spanish changed since they were translated (from the server). */
export const SettingsStale = createContext<StaleFields>(noStaleFields());

type TextName = "companyDescription" | "workingHoursWeekdays" | "workingHoursSaturday";
/** The translated fields, as the server names them (src/i18n/content.ts SETTINGS_TEXT_FIELDS). */
export type ReviewedField = TextName | "servicesList" | "quickLinkNames";

type Values = Pick<SettingsFormValues, TextName | "servicesList" | "quickLinksList" | "translations">;

/**
 * The settings' translatable texts in one language, as typed and as loaded. Each quick link's
 * name is one entry (each has its own input); its Spanish is its name and address together, as
 * the server reads it (src/settings/freshness.ts). The services are one list.
 */
function fieldsInForm(
  now: Partial<Values>,
  stored: Partial<Values>,
  stale: StaleFields,
  locale: TranslatedLocale,
): { field: ReviewedField; state: FieldInForm }[] {
  const t = now.translations?.[locale];
  const storedT = stored.translations?.[locale];
  const entry = (field: ReviewedField, spanish: unknown, storedSpanish: unknown, translation: unknown, storedTranslation: unknown) => ({
    field,
    state: { spanish, storedSpanish, translation, storedTranslation, storedStale: stale[locale].includes(field) },
  });
  const services = (values: Partial<Values>) => (values.servicesList ?? []).map((s) => s?.value ?? "");
  const link = (values: Partial<Values>, i: number) => [values.quickLinksList?.[i]?.name ?? "", values.quickLinksList?.[i]?.href ?? ""];
  return [
    ...(["companyDescription", "workingHoursWeekdays", "workingHoursSaturday"] as const).map((field) =>
      entry(field, now[field], stored[field], t?.[field], storedT?.[field]),
    ),
    entry("servicesList", services(now), services(stored), t?.servicesList, storedT?.servicesList),
    ...(now.quickLinksList ?? []).map((_, i) => entry("quickLinkNames", link(now, i), link(stored, i), t?.quickLinkNames?.[i], storedT?.quickLinkNames?.[i])),
  ];
}

/** The form's values as typed and as loaded (or last saved), and the server's stale fields. */
function useFieldsInForm() {
  const { control, formState } = useFormContext<SettingsFormValues>();
  const stale = useContext(SettingsStale);
  const [companyDescription, workingHoursWeekdays, workingHoursSaturday, servicesList, quickLinksList, translations] = useWatch({
    control,
    name: ["companyDescription", "workingHoursWeekdays", "workingHoursSaturday", "servicesList", "quickLinksList", "translations"],
  });
  const now = { companyDescription, workingHoursWeekdays, workingHoursSaturday, servicesList, quickLinksList, translations } as Partial<Values>;
  const stored = (formState.defaultValues ?? {}) as Partial<Values>;
  return (locale: TranslatedLocale) => fieldsInForm(now, stored, stale, locale);
}

/** Per language, its progress (filled, missing, to review): what the language switch shows. */
export function useTranslationProgress(): Record<TranslatedLocale, LanguageProgress> {
  const fields = useFieldsInForm();
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, languageProgress(fields(locale).map((f) => f.state))])) as Record<
    TranslatedLocale,
    LanguageProgress
  >;
}

/** One field's status in `locale` (a list: missing when all of it is, to review when any of it is). */
export function useFieldStatus(field: ReviewedField, locale: TranslatedLocale): FieldStatus {
  const statuses = useFieldsInForm()(locale)
    .filter((f) => f.field === field)
    .map((f) => fieldStatus(f.state));
  return {
    filled: statuses.some((s) => s.filled),
    missing: statuses.length > 0 && statuses.every((s) => s.missing),
    stale: statuses.some((s) => s.stale),
  };
}

/**
 * A translatable text: the Spanish input, or in Galician or English that language's input with
 * whether it is missing or to review, and the Spanish to translate from.
 */
export function TranslatableTextField({ name, label, placeholder, multiline }: { name: TextName; label: string; placeholder?: string; multiline?: boolean }) {
  const language = useSettingsLanguage();
  const { control } = useFormContext<SettingsFormValues>();
  const spanish = useWatch({ control, name }) ?? "";
  const status = useFieldStatus(name, language === "es" ? "gl" : language);
  if (language === "es") return <TextField name={name} label={label} placeholder={placeholder} multiline={multiline} />;
  return (
    <TextField
      key={language}
      name={`translations.${language}.${name}`}
      label={label}
      multiline={multiline}
      lang={INTL_LOCALE[language]}
      hint={<TranslationHint missing={status.missing} stale={status.stale} fact={isFactField("settings", name)} spanish={spanish.trim() || undefined} />}
    />
  );
}

/** Over a translated list (services, link names): that its Spanish changed since it was translated, and what the site shows meanwhile. */
export function ListReviewHint({ field, locale }: { field: "servicesList" | "quickLinkNames"; locale: TranslatedLocale }) {
  const status = useFieldStatus(field, locale);
  if (!status.stale) return null;
  return (
    <p className="text-sm sm:col-span-2">
      <TranslationHint missing={false} stale fact={isFactField("settings", field)} />
    </p>
  );
}
