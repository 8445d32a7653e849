"use client";
import { contentLanguageMessages } from "@/admin/content-language-messages";
import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { useMessages } from "@/i18n/locale-context.client";
import { INTL_LOCALE, LANGUAGE_NAMES } from "@/i18n/locales";
import { blockEditorMessages } from "./messages";

/** Under a block in the list: the languages its texts are not (all) translated into, with how many are missing. */
export function MissingLanguages({ missing }: { missing: Record<TranslatedLocale, number> }) {
  const m = useMessages(blockEditorMessages);
  const c = useMessages(contentLanguageMessages);
  const lacking = TRANSLATED_LOCALES.filter((locale) => missing[locale] > 0);
  if (lacking.length === 0) return null;
  return (
    <ul aria-label={m.translationsLabel} className="mt-2 flex flex-wrap gap-2" data-missing-languages={lacking.join(" ")}>
      {lacking.map((locale) => (
        <li key={locale} className="rounded bg-amber-100 px-2 py-0.5 text-xs text-amber-900 dark:bg-amber-950 dark:text-amber-200">
          <span lang={INTL_LOCALE[locale]}>{LANGUAGE_NAMES[locale]}</span>: {c.missingCount(missing[locale])}
        </li>
      ))}
    </ul>
  );
}
