import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { linkExpiry } from "@/lib/link-token";

/** How long a link can be used once made: a customer may read it late, after holidays or the end of works. */
export const REVIEW_REQUEST_TTL_DAYS = 30;

/** When a link made at `createdAt` stops working. */
export const requestExpiry = (createdAt: Date): Date => linkExpiry(createdAt, REVIEW_REQUEST_TTL_DAYS);

export const REQUEST_STATES = ["waiting", "used", "expired", "revoked"] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** What a request is now. A revoked or used link stays so after its date passes: that says more than "expired". */
export function requestState(row: { usedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now = new Date()): RequestState {
  if (row.usedAt) return "used";
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "waiting";
}

/** The customer's form, in every public language at the same path (as every public page). */
export const REVIEW_FORM_PATH = "/resena";

/** The link sent to the customer: `/resena/<token>`, `/gl/resena/<token>`, `/en/resena/<token>`. */
export const reviewLinkPath = (locale: PublicLocale, token: string) => localizedPath(locale, `${REVIEW_FORM_PATH}/${token}`);

/** The form's address in every language: the link's cookie is set on each, so the language switch keeps the form. */
export const reviewFormPaths = () => PUBLIC_LOCALES.map((locale) => localizedPath(locale, REVIEW_FORM_PATH));

/**
 * The cookie that carries the token from the link to the form, so the token never stays in the
 * address bar, the history or a Referer. Short-lived: long enough to write a review; the link
 * itself still works while it is open, so opening it again starts over.
 */
export const REVIEW_LINK_COOKIE = "resena";
export const REVIEW_LINK_COOKIE_MAX_AGE_S = 2 * 60 * 60;
