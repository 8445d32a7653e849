import { createHash, randomBytes } from "node:crypto";
import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";

/**
 * A review request link's secret: 32 random bytes, base64url in the link (43 characters). The
 * database keeps only its SHA-256 (hex), so a copy of the database or a backup holds no usable
 * link; the token is 256 bits of randomness, so an unsalted fast hash is enough (no guessing to slow).
 */
export const REQUEST_TOKEN_BYTES = 32;

/** How long a link can be used once made: a customer may read it late, after holidays or the end of works. */
export const REVIEW_REQUEST_TTL_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** 43 base64url characters, the length 32 bytes encode to without padding. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const isWellFormedToken = (value: unknown): value is string => typeof value === "string" && TOKEN_PATTERN.test(value);

export function hashRequestToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** A fresh token (for the link, shown once) and its hash (for the database). */
export function newRequestToken(): { token: string; hash: string } {
  const token = randomBytes(REQUEST_TOKEN_BYTES).toString("base64url");
  return { token, hash: hashRequestToken(token) };
}

/** When a link made at `createdAt` stops working. */
export function requestExpiry(createdAt: Date): Date {
  return new Date(createdAt.getTime() + REVIEW_REQUEST_TTL_DAYS * DAY_MS);
}

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
