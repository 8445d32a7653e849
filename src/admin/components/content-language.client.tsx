"use client";
import { useId } from "react";
import { contentLanguageMessages } from "@/admin/content-language-messages";
import type { TranslatedLocale } from "@/i18n/content";
import { useMessages } from "@/i18n/locale-context.client";
import { INTL_LOCALE, LANGUAGE_NAMES, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { cn } from "@/lib/cn";

type SwitchProps = {
  value: PublicLocale;
  onChange: (locale: PublicLocale) => void;
  /** Per translated language, how many fields filled in Spanish it lacks. */
  missing: Record<TranslatedLocale, number>;
  className?: string;
};

/**
 * Which language a content form edits: Spanish, the main text, or one of its
 * translations, each with how much of it is missing. Radio buttons: arrow keys move between the
 * languages, and a screen reader hears the choice and the count.
 */
export function ContentLanguageSwitch({ value, onChange, missing, className }: SwitchProps) {
  const m = useMessages(contentLanguageMessages);
  const name = useId();
  return (
    <fieldset className={cn("space-y-2", className)}>
      <legend className="text-sm font-medium">{m.label}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-md bg-muted p-1">
        {PUBLIC_LOCALES.map((locale) => {
          const count = locale === "es" ? 0 : missing[locale];
          return (
            <label
              key={locale}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                value === locale && "bg-background text-foreground shadow-sm",
              )}
            >
              <input type="radio" name={name} value={locale} checked={value === locale} onChange={() => onChange(locale)} className="sr-only" />
              <span lang={INTL_LOCALE[locale]}>{LANGUAGE_NAMES[locale]}</span>
              {locale !== "es" && (
                <span
                  className={cn(
                    "rounded px-1.5 text-xs font-normal",
                    count > 0 ? "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200" : "text-muted-foreground",
                  )}
                >
                  {count > 0 ? m.missingCount(count) : m.complete}
                </span>
              )}
            </label>
          );
        })}
      </div>
      <p className="text-xs text-muted-foreground">{m.hint}</p>
    </fieldset>
  );
}

/**
 * The hint under a translatable field while a translation is edited: that it is missing (the
 * site shows the Spanish), and the Spanish text to translate from.
 */
export function TranslationHint({ missing, spanish }: { missing: boolean; spanish?: string }) {
  const m = useMessages(contentLanguageMessages);
  return (
    <>
      {missing && <span className="block font-medium text-amber-800 dark:text-amber-300">{m.missingField}</span>}
      {spanish && (
        <span className="block">
          {m.spanishValue} <span lang="es-ES">{spanish}</span>
        </span>
      )}
    </>
  );
}
