import { parsePage, parseQuery, type SearchParams } from "@/admin/list-query";

/** Rows per page of the admin users list. */
export const USERS_PAGE_SIZE = 25;

export type UsersQuery = { q: string; page: number };

export const parseUsersQuery = (params: SearchParams): UsersQuery => ({ q: parseQuery(params.q), page: parsePage(params.page) });
