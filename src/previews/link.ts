import { localizedPath, PUBLIC_LOCALES, type PublicLocale } from "@/i18n/locales";
import { linkExpiry } from "@/lib/link-token";

/** How long a preview link works once made, unless revoked first. */
export const PREVIEW_TTL_DAYS = 7;

export const previewExpiry = (createdAt: Date): Date => linkExpiry(createdAt, PREVIEW_TTL_DAYS);

/** The preview page, at the same path in every public language (as every public page). */
export const PREVIEW_PATH = "/vista-previa";

/** The link staff share: `/vista-previa/<token>`, `/gl/vista-previa/<token>`, `/en/vista-previa/<token>`. */
export const previewLinkPath = (locale: PublicLocale, token: string) => localizedPath(locale, `${PREVIEW_PATH}/${token}`);

/** The preview page's address in every language: the link's cookie is set on each, so the language links keep the preview. */
export const previewPaths = () => PUBLIC_LOCALES.map((locale) => localizedPath(locale, PREVIEW_PATH));

/**
 * The cookie that carries the token from the link to the preview page, so the token leaves the
 * address bar, the history and any Referer at once. Two hours: a look, a language switch, a
 * reload; opening the link again starts over while the link is open.
 */
export const PREVIEW_COOKIE = "vista_previa";
export const PREVIEW_COOKIE_MAX_AGE_S = 2 * 60 * 60;

export const PREVIEW_STATES = ["open", "expired", "revoked"] as const;
export type PreviewState = (typeof PREVIEW_STATES)[number];

/** What a link is now. A revoked link stays so after its date passes: that says more than "expired". */
export function previewState(row: { revokedAt: Date | null; expiresAt: Date }, now = new Date()): PreviewState {
  if (row.revokedAt) return "revoked";
  return row.expiresAt.getTime() <= now.getTime() ? "expired" : "open";
}
