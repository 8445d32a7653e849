import { desc, sql, type AnyColumn, type SQL } from "drizzle-orm";

/**
 * Paging and searching of the back-office lists, done in SQL: a page costs what it shows,
 * not what the table holds. The URL carries the state (`?q=`, `?page=`, a list's filter), so
 * every list works with links and GET forms before any JavaScript runs.
 */

export type SearchParams = Record<string, string | string[] | undefined>;

/** Search terms longer than this are cut: nobody types them, and they cost a scan per row. */
export const MAX_QUERY_LENGTH = 100;

export const firstParam = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/** `?page=` as a positive integer; anything else (missing, `abc`, `-2`, `1.5`) is page 1. */
export function parsePage(value: string | string[] | undefined): number {
  const raw = firstParam(value)?.trim() ?? "";
  if (!/^\d{1,9}$/.test(raw)) return 1;
  return Math.max(1, Number(raw));
}

/** `?q=` trimmed, inner whitespace collapsed, capped; empty means no search. */
export function parseQuery(value: string | string[] | undefined): string {
  return (firstParam(value) ?? "").replace(/\s+/g, " ").trim().slice(0, MAX_QUERY_LENGTH);
}

/** A LIKE pattern that finds `text` anywhere, with the user's `%`, `_` and `\` taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * True when any of the columns contains the search text, ignoring case and accents: both sides
 * go through `unaccent_es` (lower-cases and strips Spanish/Galician accents, migration 0003).
 * The columns are joined with a line break and folded once per row (the fold is the costly
 * part); a search cannot match across two columns because parseQuery leaves no line break in it.
 * An empty search matches everything (undefined: no condition).
 */
export function textMatches(columns: AnyColumn[], query: string): SQL | undefined {
  if (!query) return undefined;
  const joined = sql.join(columns, sql`, `);
  return sql`unaccent_es(concat_ws(chr(10), ${joined})) like unaccent_es(${containsPattern(query)}) escape '\\'`;
}

/**
 * `textMatches` for a column that already holds the folded text (a generated column such as
 * `projects.admin_search`): only the search text is folded, so a search costs a plain scan.
 */
export function foldedTextMatches(folded: AnyColumn, query: string): SQL | undefined {
  if (!query) return undefined;
  return sql`${folded} like unaccent_es(${containsPattern(query)}) escape '\\'`;
}

/**
 * Newest first, ties by id. `nulls last` matches the `created_at desc nulls last` indexes (the
 * columns are never null): a plain `desc` means nulls first, and PostgreSQL would sort the whole
 * table instead of reading the index.
 */
export const newestFirst = (createdAt: AnyColumn, id: AnyColumn): SQL[] => [sql`${createdAt} desc nulls last`, desc(id)];

export type Page<T> = {
  rows: T[];
  /** Rows matching the search and filter, all pages. */
  total: number;
  /** The page shown: the one asked for, or the last one when that is past the end. */
  page: number;
  pages: number;
  pageSize: number;
};

export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/**
 * Reads one page: the COUNT and the page's rows run together; a page past the end is read
 * again as the last page (a bookmark to page 40 after deletions still shows something).
 */
export async function readPage<T>(
  page: number,
  pageSize: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<T[]>,
): Promise<Page<T>> {
  const [total, first] = await Promise.all([count(), rows(pageSize, (page - 1) * pageSize)]);
  const pages = pageCount(total, pageSize);
  if (first.length > 0 || page <= pages) return { rows: first, total, page: Math.min(page, pages), pages, pageSize };
  return { rows: await rows(pageSize, (pages - 1) * pageSize), total, page: pages, pages, pageSize };
}

/** The href of a list with some parameters changed; empty values and page 1 are left out. */
export function listHref(path: string, params: Record<string, string | number | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === "") continue;
    if (key === "page" && Number(value) <= 1) continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}
