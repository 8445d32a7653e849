import "server-only";
import { readEnv } from "@/env";

/**
 * Links sent out of the back office (a review request, a preview) carry a token that must not
 * stay in an address: opening one puts the token in an HttpOnly cookie and redirects to a page
 * without it. These are those answers' shared parts.
 */

/** What a link's answers carry: for this visitor only, never stored, never indexed, never a Referer. */
export const PRIVATE_PAGE_HEADERS = { "Cache-Control": "private, no-store", "Referrer-Policy": "no-referrer", "X-Robots-Tag": "noindex" } as const;

/** A `Set-Cookie` value for a link's token on `path` (Max-Age 0 drops it); Secure when the site is served over HTTPS. */
export function linkCookie(name: string, value: string, path: string, maxAge: number): string {
  const secure = (readEnv("SITE_URL") ?? "").startsWith("https://") ? "; Secure" : "";
  return `${name}=${value}; Path=${path}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}
