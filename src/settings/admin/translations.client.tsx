"use client";
import { createContext, useContext } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { TranslationHint } from "@/admin/components/content-language.client";
import { isFilled, TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { INTL_LOCALE, type PublicLocale } from "@/i18n/locales";
import type { SettingsFormValues } from "../validation";
import { TextField } from "./fields.client";

/** Which language's texts the settings form shows; the other fields stay as they are. */
export const SettingsLanguage = createContext<PublicLocale>("es");
export const useSettingsLanguage = () => useContext(SettingsLanguage);

type TextName = "companyDescription" | "workingHoursWeekdays" | "workingHoursSaturday";

/**
 * A translatable text: the Spanish input, or in Galician or English that language's input with
 * whether it is missing and the Spanish to translate from.
 */
export function TranslatableTextField({ name, label, placeholder, multiline }: { name: TextName; label: string; placeholder?: string; multiline?: boolean }) {
  const language = useSettingsLanguage();
  const { control } = useFormContext<SettingsFormValues>();
  const spanish = useWatch({ control, name }) ?? "";
  const translated = useWatch({ control, name: `translations.${language === "es" ? "gl" : language}.${name}` });
  if (language === "es") return <TextField name={name} label={label} placeholder={placeholder} multiline={multiline} />;
  return (
    <TextField
      key={language}
      name={`translations.${language}.${name}`}
      label={label}
      multiline={multiline}
      lang={INTL_LOCALE[language]}
      hint={<TranslationHint missing={isFilled(spanish) && !isFilled(translated)} spanish={spanish.trim() || undefined} />}
    />
  );
}

/**
 * Per language, the translatable texts filled in Spanish and not in it. Each quick link's name
 * counts on its own (each has its own input); the services are one list.
 */
export function useMissingTranslations(): Record<TranslatedLocale, number> {
  const { control } = useFormContext<SettingsFormValues>();
  const [companyDescription, workingHoursWeekdays, workingHoursSaturday, services, links, translations] = useWatch({
    control,
    name: ["companyDescription", "workingHoursWeekdays", "workingHoursSaturday", "servicesList", "quickLinksList", "translations"],
  });
  const count = (locale: TranslatedLocale) => {
    const t = translations?.[locale];
    const texts = [
      [companyDescription, t?.companyDescription],
      [workingHoursWeekdays, t?.workingHoursWeekdays],
      [workingHoursSaturday, t?.workingHoursSaturday],
      [(services ?? []).map((s) => s.value), t?.servicesList],
      ...(links ?? []).map((link, i) => [link.name, t?.quickLinkNames?.[i]]),
    ];
    return texts.filter(([es, translated]) => isFilled(es) && !isFilled(translated)).length;
  };
  return Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, count(locale)])) as Record<TranslatedLocale, number>;
}
