"use client";
import { LANGUAGE_BADGE } from "@/admin/components/content-language.client";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import type { LanguageProgress } from "@/i18n/freshness-status";
import { useMessages } from "@/i18n/locale-context.client";
import { INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import { cn } from "@/lib/cn";

/**
 * Under a block in the list: the languages whose texts are not all translated (how many are
 * missing) or need review, the latter with its "Confirmar" (its form is the edit page's,
 * outside the project form; it posts with or without JavaScript).
 */
export function MissingLanguages({
  progress,
  confirmForms = {},
}: {
  progress: Record<TranslatedLocale, LanguageProgress>;
  confirmForms?: Partial<Record<TranslatedLocale, string>>;
}) {
  const m = useMessages("blockEditor");
  const c = useMessages("contentLanguage");
  const shown = TRANSLATED_LOCALES.filter((locale) => progress[locale].missing > 0 || progress[locale].stale > 0);
  if (shown.length === 0) return null;
  return (
    <ul
      aria-label={m.translationsLabel}
      className="mt-2 flex flex-wrap gap-2"
      data-missing-languages={shown.filter((locale) => progress[locale].missing > 0).join(" ")}
      data-stale-languages={shown.filter((locale) => progress[locale].stale > 0).join(" ")}
    >
      {shown.map((locale) => {
        const stale = progress[locale].stale > 0;
        return (
          <li key={locale} className={cn("flex items-center gap-2 rounded px-2 py-0.5 text-xs", LANGUAGE_BADGE[stale ? "stale" : "partial"])}>
            <span>
              <span lang={INTL_LOCALE[locale]}>{LANGUAGE_NAMES[locale]}</span>: {stale ? c.stale : c.missingCount(progress[locale].missing)}
            </span>
            {stale && confirmForms[locale] && (
              <button
                type="submit"
                form={confirmForms[locale]}
                aria-label={c.confirmLabel(LANGUAGE_NAMES[locale])}
                className="rounded border border-current px-1.5 font-medium hover:bg-background/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
              >
                {c.confirm}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}
