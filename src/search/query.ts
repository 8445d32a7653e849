import { localizedPath, type PublicLocale } from "@/i18n/locales";

/** Longest search the screen accepts; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

/** Results per page of /buscar. */
export const SEARCH_PAGE_SIZE = 12;

/** `?q=` as the page uses it: first value when repeated, trimmed, capped at 200 characters. */
export function normaliseQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? "").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

/** The search page for this query at this page (page 1 carries no `pagina`). */
export function searchHref(locale: PublicLocale, query: string, page: number): string {
  const params = new URLSearchParams({ q: query });
  if (page > 1) params.set("pagina", String(page));
  return `${localizedPath(locale, "/buscar")}?${params.toString()}`;
}
