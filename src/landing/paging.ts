import { localizedPath, type PublicLocale } from "@/i18n/locales";
/**
 * The landing page's projects section as URLs: `?categoria={slug}` and `?pagina={n}`, the only
 * query parameters `/` understands (the page cache keys `/` on exactly these two).
 */

/** Cards per page of the projects section (and per "Ver más" step). */
export const LANDING_PAGE_SIZE = 12;

// Six digits: far past any real last page, short enough to never reach the database as noise.
const PAGE_PATTERN = /^[1-9][0-9]{0,5}$/;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

type Raw = string | string[] | undefined;
const first = (raw: Raw) => (Array.isArray(raw) ? raw[0] : raw);

/** `?pagina=` as a page number: a positive integer, 1 when absent or malformed. */
export function parsePage(raw: Raw): number {
  const value = first(raw)?.trim() ?? "";
  return PAGE_PATTERN.test(value) ? Number(value) : 1;
}

/** `?categoria=` as a slug to look up, or null ("Todos") when absent or not slug-shaped. */
export function parseCategory(raw: Raw): string | null {
  const value = first(raw)?.trim().toLowerCase() ?? "";
  return value.length > 0 && value.length <= 100 && SLUG_PATTERN.test(value) ? value : null;
}

type Position = { categoria: string | null; pagina: number };

function query({ categoria, pagina }: Position): string {
  const params = new URLSearchParams();
  if (categoria) params.set("categoria", categoria);
  if (pagina > 1) params.set("pagina", String(pagina));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** The landing page at this filter and page, scrolled to the projects section. */
export function landingHref(locale: PublicLocale, position: Position): string {
  return `${localizedPath(locale, "/")}${query(position)}#projects`;
}
