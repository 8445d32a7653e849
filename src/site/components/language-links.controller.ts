import { isPublicLocale, localeOfPath, localizedPath } from "@/i18n/locales";
import { LanguageLinksDom } from "./language-links.dom";

/**
 * The language links (language-links.tsx) name the page the server rendered. A script may change
 * the address in place since (the landing page's category filter): a link follows the address's
 * current path and query, in its own language.
 */
export function enhanceLanguageLinks() {
  for (const link of document.querySelectorAll<HTMLAnchorElement>(`a[${LanguageLinksDom.LanguageLink}]:not([data-ready])`)) {
    link.dataset.ready = "";
    const locale = link.hreflang;
    if (!isPublicLocale(locale)) continue;
    const sync = () => {
      link.href = localizedPath(locale, localeOfPath(location.pathname + location.search).path);
    };
    for (const type of ["click", "focus", "pointerenter"]) link.addEventListener(type, sync);
  }
}
