"use client";
import { useId } from "react";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { languageState, type LanguageProgress } from "@/i18n/freshness-status";
import { useMessages } from "@/i18n/locale-context.client";
import { INTL_LOCALE, LANGUAGE_NAMES, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { cn } from "@/lib/cn";

type SwitchProps = {
  value: PublicLocale;
  onChange: (locale: PublicLocale) => void;
  /** Per translated language: how many fields it has, lacks, and has to review (./freshness-status.ts). */
  progress: Record<TranslatedLocale, LanguageProgress>;
  /**
   * Per translated language whose stored translation needs review, the id of its "Confirmar"
   * form (./translation-review.client.tsx): rendered outside this form, so the button can sit here.
   */
  confirmForms?: Partial<Record<TranslatedLocale, string>>;
  className?: string;
};

/** How each status looks, wherever a language's status is shown. */
export const LANGUAGE_BADGE = {
  empty: "text-muted-foreground",
  current: "text-muted-foreground",
  partial: "bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200",
  stale: "bg-orange-100 text-orange-900 ring-1 ring-orange-300 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800",
} as const;

/** A language's status in words: "Sin contenido", "Necesita revisión", "# sin traducir" or "Traducido". */
export function useLanguageStatus() {
  const m = useMessages("contentLanguage");
  return (progress: LanguageProgress) => {
    const state = languageState(progress);
    const text = { empty: m.empty, stale: m.stale, partial: m.missingCount(progress.missing), current: m.complete }[state];
    return { state, text, className: LANGUAGE_BADGE[state] };
  };
}

/**
 * Which language a content form edits: Spanish, the main text, or one of its translations, each
 * with its status. Radio buttons: arrow keys move between the languages, and a screen reader
 * hears the choice and the status. Under them, a language whose translation needs review says so,
 * with its "Confirmar" (the translation still holds).
 */
export function ContentLanguageSwitch({ value, onChange, progress, confirmForms, className }: SwitchProps) {
  const m = useMessages("contentLanguage");
  const status = useLanguageStatus();
  const name = useId();
  const reviews = TRANSLATED_LOCALES.filter((locale) => confirmForms?.[locale] && progress[locale].stale > 0);
  return (
    <fieldset className={cn("space-y-2", className)}>
      <legend className="text-sm font-medium">{m.label}</legend>
      <div className="inline-flex flex-wrap gap-1 rounded-md bg-muted p-1">
        {PUBLIC_LOCALES.map((locale) => {
          const shown = locale === "es" ? null : status(progress[locale]);
          return (
            <label
              key={locale}
              data-language-status={shown?.state}
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-sm px-3 py-1.5 text-sm font-medium text-muted-foreground has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring",
                value === locale && "bg-background text-foreground shadow-sm",
              )}
            >
              <input type="radio" name={name} value={locale} checked={value === locale} onChange={() => onChange(locale)} className="sr-only" />
              <span lang={INTL_LOCALE[locale]}>{LANGUAGE_NAMES[locale]}</span>
              {shown && <span className={cn("rounded px-1.5 text-xs font-normal", shown.className)}>{shown.text}</span>}
            </label>
          );
        })}
      </div>
      {reviews.map((locale) => (
        <div
          key={locale}
          data-review-language={locale}
          className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-md border border-orange-200 bg-orange-50 px-3 py-2 text-sm text-orange-950 dark:border-orange-900 dark:bg-orange-950 dark:text-orange-100"
        >
          <p className="min-w-0 flex-1">
            <span className="font-medium" lang={INTL_LOCALE[locale]}>
              {LANGUAGE_NAMES[locale]}
            </span>
            : {m.reviewNotice}
          </p>
          {/* Posts its own form (rendered outside this one), with or without JavaScript. */}
          <button
            type="submit"
            form={confirmForms![locale]}
            aria-label={m.confirmLabel(LANGUAGE_NAMES[locale])}
            className="inline-flex h-8 items-center rounded-md border border-orange-300 bg-background px-3 text-sm font-medium text-foreground hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring dark:border-orange-800"
          >
            {m.confirm}
          </button>
        </div>
      ))}
      <p className="text-xs text-muted-foreground">{m.hint}</p>
    </fieldset>
  );
}

/**
 * The hint under a translatable field while a translation is edited: that it is missing (the
 * site shows the Spanish) or that its Spanish changed since (and what visitors read meanwhile),
 * and the Spanish text to translate from.
 */
export function TranslationHint({ missing, stale = false, fact = false, spanish }: { missing: boolean; stale?: boolean; fact?: boolean; spanish?: string }) {
  const m = useMessages("contentLanguage");
  return (
    <>
      {missing && <span className="block font-medium text-amber-800 dark:text-amber-300">{m.missingField}</span>}
      {stale && (
        <span className="block font-medium text-orange-800 dark:text-orange-300" data-stale-field>
          {m.staleField} {fact ? m.staleFact : m.staleProse}
        </span>
      )}
      {spanish && (
        <span className="block">
          {m.spanishValue} <span lang="es-ES">{spanish}</span>
        </span>
      )}
    </>
  );
}
