import { ANSWER_PARAMS } from "@/admin/answer-params";
import { sameSitePath } from "@/lib/same-site-path";
import { REVIEW_REQUESTS_LIST, REVIEWS_LIST } from "./list";

/**
 * What a form post without JavaScript says once it is back on a page: `?aviso=` names what was
 * done, `?fallo=` what failed. Keys, not sentences: the page reads them in the person's language.
 */
export const REVIEW_NOTICES = ["created", "updated", "published", "hidden", "pending", "replied", "deleted"] as const;
export type ReviewNotice = (typeof REVIEW_NOTICES)[number];
export const REVIEW_FAILURES = ["status", "delete", "notFound"] as const;
export type ReviewFailure = (typeof REVIEW_FAILURES)[number];

const oneOf = <T extends string>(list: readonly T[], value: unknown): T | null =>
  typeof value === "string" && (list as readonly string[]).includes(value) ? (value as T) : null;
export const parseNotice = (value: unknown) => oneOf(REVIEW_NOTICES, value);
export const parseFailure = (value: unknown) => oneOf(REVIEW_FAILURES, value);

/** Where a list action returns: a page of the reviews screens that was posted from, else the list. */
export function backToList(value: string): string {
  const path = value ? sameSitePath(value) : null;
  return path && (path === REVIEWS_LIST || path.startsWith(`${REVIEWS_LIST}?`) || path.startsWith(`${REVIEWS_LIST}/`)) ? path : REVIEWS_LIST;
}

/** `path` with its previous notice, failure and open question dropped, and this answer added. */
export function formNotice(path: string, notice: ReviewNotice | null, failure?: ReviewFailure): string {
  const url = new URL(path, "http://site.invalid");
  for (const key of ANSWER_PARAMS) url.searchParams.delete(key);
  if (notice) url.searchParams.set("aviso", notice);
  if (failure) url.searchParams.set("fallo", failure);
  return `${url.pathname}${url.search}`;
}

/** What a post on the request links' page says once back there (`?aviso=`). */
export const REQUEST_NOTICES = ["revoked", "revokeFailed"] as const;
export type RequestNotice = (typeof REQUEST_NOTICES)[number];
export const parseRequestNotice = (value: unknown) => oneOf(REQUEST_NOTICES, value);

/** Where a revoke returns: a page of the request links' list, else its first page. */
export function backToRequests(value: string): string {
  const path = value ? sameSitePath(value) : null;
  return path && (path === REVIEW_REQUESTS_LIST || path.startsWith(`${REVIEW_REQUESTS_LIST}?`)) ? path : REVIEW_REQUESTS_LIST;
}

export function requestNotice(path: string, notice: RequestNotice): string {
  const url = new URL(path, "http://site.invalid");
  url.searchParams.set("aviso", notice);
  return `${url.pathname}${url.search}`;
}
