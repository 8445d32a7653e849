import "server-only";
import { cookies } from "next/headers";
import { getDb } from "@/db";
import { DEFAULT_LOCALE, isPublicLocale, localizedPath } from "@/i18n/locales";
import { logFailure } from "@/lib/failure-log";
import { linkCookie, PRIVATE_PAGE_HEADERS } from "@/site/link-cookie";
import { REVIEW_FORM_PATH, REVIEW_LINK_COOKIE, REVIEW_LINK_COOKIE_MAX_AGE_S, reviewFormPaths } from "./request-token";
import { findReviewRequestByToken, type ClosedLink } from "./service";

/** `?enlace=` on the form's address: why the link opened cannot be used (no token, nothing secret). */
export const CLOSED_LINK_PARAM = "enlace";
const CLOSED_VALUES = { invalido: "invalid", caducado: "expired", usado: "used", revocado: "revoked" } as const satisfies Record<string, ClosedLink>;

export const closedLinkParam = (closed: ClosedLink) => (Object.keys(CLOSED_VALUES) as (keyof typeof CLOSED_VALUES)[]).find((k) => CLOSED_VALUES[k] === closed)!;
export const parseClosedLink = (value: unknown): ClosedLink | null =>
  typeof value === "string" && Object.hasOwn(CLOSED_VALUES, value) ? CLOSED_VALUES[value as keyof typeof CLOSED_VALUES] : null;

const cookie = (value: string, path: string, maxAge: number) => linkCookie(REVIEW_LINK_COOKIE, value, path, maxAge);

/**
 * Opening `/resena/<token>`: an open link puts its token in an HttpOnly cookie on the form's
 * paths and answers 303 to the form, so the token leaves the address bar and the history at
 * once and no page ever shows it in an address (nor sends it as a Referer). A link that cannot be
 * used goes to the form with the reason, and any earlier link's cookie is dropped. Opening a link
 * spends nothing: mail and chat previews fetch it too.
 */
export async function openReviewLink(rawLocale: string, token: string): Promise<Response> {
  const locale = isPublicLocale(rawLocale) ? rawLocale : DEFAULT_LOCALE;
  const form = localizedPath(locale, REVIEW_FORM_PATH);
  let closed: ClosedLink | null = "invalid";
  try {
    const found = await findReviewRequestByToken(await getDb(), token);
    closed = !found ? "invalid" : found.state === "waiting" ? null : found.state;
  } catch (err) {
    logFailure("error", "[reviews] could not read a review link", err);
    return new Response(null, { status: 503, headers: { ...PRIVATE_PAGE_HEADERS, "Retry-After": "30" } });
  }
  const headers = new Headers({ ...PRIVATE_PAGE_HEADERS, Location: closed ? `${form}?${CLOSED_LINK_PARAM}=${closedLinkParam(closed)}` : form });
  for (const path of reviewFormPaths()) headers.append("Set-Cookie", closed ? cookie("", path, 0) : cookie(token, path, REVIEW_LINK_COOKIE_MAX_AGE_S));
  return new Response(null, { status: 303, headers });
}

/** The link the form page was reached through (its cookie): the name to prefill, or why it cannot be used. */
export async function readOpenedReviewLink(): Promise<{ closed: ClosedLink | null; customerName: string }> {
  const token = (await cookies()).get(REVIEW_LINK_COOKIE)?.value;
  const found = token ? await findReviewRequestByToken(await getDb(), token) : null;
  if (!found) return { closed: "invalid", customerName: "" };
  return { closed: found.state === "waiting" ? null : found.state, customerName: found.customerName };
}
