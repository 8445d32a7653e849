"use client";
import { usePathname, useSearchParams } from "next/navigation";
import { LANGUAGE_NAMES, PUBLIC_LOCALES, localeOfPath, localizedPath, type PublicLocale } from "@/i18n/locales";

/**
 * The same page in the other languages: plain links (a whole page load), written by the server
 * for the page it rendered and kept in step with the address after client-side navigations.
 */
export function LanguageLinks({ label, current }: { label: string; current: PublicLocale }) {
  const pathname = usePathname();
  const query = useSearchParams().toString();
  const { path } = localeOfPath(pathname);
  const target = query ? `${path}?${query}` : path;
  return (
    <nav aria-label={label}>
      <ul className="flex items-center gap-1 text-xs font-semibold uppercase">
        {PUBLIC_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={localizedPath(locale, target)}
              hrefLang={locale}
              lang={locale}
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
