import { LANGUAGE_NAMES, PUBLIC_LOCALES, localeOfPath, localizedPath, type PublicLocale } from "@/i18n/locales";
import { LanguageLinksDom } from "./language-links.dom";

/**
 * The same page in the other languages: plain links (a whole page load) to the address the server
 * rendered (`path`, with its query); language-links.controller.ts keeps them in step when a
 * script changes the address in place.
 */
export function LanguageLinks({ label, current, path }: { label: string; current: PublicLocale; path: string }) {
  const target = localeOfPath(path).path;
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1 text-xs font-semibold uppercase">
        {PUBLIC_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, target)}
              hrefLang={locale}
              lang={locale}
              {...{ [LanguageLinksDom.LanguageLink]: true }}
              aria-current={locale === current ? "true" : undefined}
              aria-label={LANGUAGE_NAMES[locale]}
              title={LANGUAGE_NAMES[locale]}
              className="rounded px-1.5 py-1 text-muted-foreground hover:text-foreground aria-[current]:text-foreground aria-[current]:underline aria-[current]:underline-offset-4"
            >
              {locale}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
