import { siteUrl } from "@/platform/site-url";

/**
 * better-auth checks the Origin of cookie-carrying requests only, so a cross-site page could
 * still sign a visitor up or into an account of the attacker's (login CSRF). Browsers send
 * Origin (and Sec-Fetch-Site) on every POST: refuse any that names another site.
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const allowed = new Set([new URL(siteUrl()).origin]);
  const host = request.headers.get("host");
  if (host) allowed.add(`${new URL(siteUrl()).protocol}//${host}`);
  return !allowed.has(origin);
}
