/** Longest search the screen accepts; longer input is cut, not refused. */
export const MAX_QUERY_LENGTH = 200;

/** `?q=` as the page uses it: first value when repeated, trimmed, capped at 200 characters. */
export function normaliseQuery(raw: string | string[] | undefined): string {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return (value ?? "").trim().slice(0, MAX_QUERY_LENGTH).trim();
}

export function resultsLabel(count: number, query: string): string {
  return `${count} ${count === 1 ? "resultado" : "resultados"} para «${query}»`;
}
