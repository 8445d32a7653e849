import { firstParam, parsePage, parseQuery, type SearchParams } from "@/admin/list-query";

/** Rows per page of the admin projects list. */
export const PROJECTS_PAGE_SIZE = 25;

/** The list's status filter, from `?estado=`: published or draft, or both. */
export const PROJECT_FILTERS = { todos: null, publicados: true, borradores: false } as const;
export type ProjectFilter = keyof typeof PROJECT_FILTERS;

/** `review`: only the projects with a translation to review (`?revisar=1`). */
export type AdminProjectsQuery = { q: string; filter: ProjectFilter; review?: boolean; page: number };

/** The list's URL state; unknown values fall back to the whole list's first page. */
export function parseProjectsQuery(params: SearchParams): AdminProjectsQuery {
  const estado = firstParam(params.estado);
  const filter = estado && Object.hasOwn(PROJECT_FILTERS, estado) ? (estado as ProjectFilter) : "todos";
  return { q: parseQuery(params.q), filter, review: firstParam(params.revisar) === "1", page: parsePage(params.page) };
}
