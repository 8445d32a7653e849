import { firstParam, parsePage, parseQuery, type SearchParams } from "@/admin/list-query";
import { REVIEW_STATUSES, type ReviewStatus } from "@/db/schema";

/**
 * Rows per page of the back-office reviews list: 20 keeps the page within the back office's
 * 300 KB (each row carries its own status and delete forms).
 */
export const REVIEWS_PAGE_SIZE = 20;

export const REVIEWS_LIST = "/admin/reviews";

/** The list's status filter in the URL (`?estado=`), in Spanish like the inbox's. */
export const REVIEW_FILTERS = { todas: null, pendientes: "pending", publicadas: "published", ocultas: "hidden" } as const satisfies Record<
  string,
  ReviewStatus | null
>;
export type ReviewFilter = keyof typeof REVIEW_FILTERS;

export type ReviewsQuery = { q: string; filter: ReviewFilter; page: number };

export function parseReviewFilter(value: string | string[] | undefined): ReviewFilter {
  const raw = firstParam(value);
  return raw && Object.hasOwn(REVIEW_FILTERS, raw) ? (raw as ReviewFilter) : "todas";
}

export const parseReviewsQuery = (params: SearchParams): ReviewsQuery => ({
  q: parseQuery(params.q),
  filter: parseReviewFilter(params.estado),
  page: parsePage(params.page),
});

/** The list's own parameters, for its links (page 1 and the whole list are left out). */
export const reviewsListParams = ({ q, filter }: Pick<ReviewsQuery, "q" | "filter">) => ({
  q: q || undefined,
  estado: filter === "todas" ? undefined : filter,
});

export const isReviewStatus = (value: unknown): value is ReviewStatus => typeof value === "string" && (REVIEW_STATUSES as readonly string[]).includes(value);

/** The add/edit form's fields, posted as text and checked by the server's schema. */
export const REVIEW_FORM_FIELDS = ["authorName", "town", "projectId", "rating", "text", "language", "reviewDate", "source", "sourceUrl", "status"] as const;
export type ReviewFormValues = Record<(typeof REVIEW_FORM_FIELDS)[number], string>;

/** Stored lengths: a name and a town fit a line; a review is a few paragraphs, not an essay. */
export const REVIEW_LIMITS = { authorName: 120, town: 120, text: 4000, sourceUrl: 2000, reply: 2000 } as const;

/**
 * The review request links' own page: the reviews list is already at its byte budget, and a
 * page of its own shows the link made by a post (once) without mixing two lists' parameters.
 */
export const REVIEW_REQUESTS_LIST = "/admin/reviews/requests";

/** Rows per page of the request links' list (each row carries its own revoke form). */
export const REVIEW_REQUESTS_PAGE_SIZE = 20;

/** "Pedir una reseña"'s fields, posted as text and checked by the server's schema. */
export const REVIEW_REQUEST_FORM_FIELDS = ["customerName", "projectId", "language"] as const;
export type ReviewRequestFormValues = Record<(typeof REVIEW_REQUEST_FORM_FIELDS)[number], string>;

/** The customer's form's fields (`website` is the honeypot). */
export const CUSTOMER_REVIEW_FIELDS = ["authorName", "town", "rating", "text", "language", "website"] as const;
