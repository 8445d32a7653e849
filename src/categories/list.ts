import { parsePage, parseQuery, type SearchParams } from "@/admin/list-query";

/** Rows per page of the admin categories list. */
export const CATEGORIES_PAGE_SIZE = 25;

export type CategoriesQuery = { q: string; page: number };

export const parseCategoriesQuery = (params: SearchParams): CategoriesQuery => ({ q: parseQuery(params.q), page: parsePage(params.page) });
