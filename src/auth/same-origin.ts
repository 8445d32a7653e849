import { readEnv } from "@/env";
import { configuredSiteUrl, siteUrl } from "@/platform/site-url";

/** A Host value: a name or an IPv4 address, or a bracketed IPv6 address, with an optional port; no path, no credentials. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9_-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** The entry a single trusted proxy wrote: the right-most one when a header was appended to. */
const lastEntry = (value: string | null) => value?.split(",").at(-1)?.trim() || null;

/**
 * The origin the browser used to reach this server, from what the server can vouch for: the Host
 * header, over plain http (the server speaks http; TLS ends at a proxy in front of it). Behind a
 * trusted proxy (TRUST_PROXY), the X-Forwarded-Host and X-Forwarded-Proto it sets name the public
 * address instead; without one they are the client's word (the start script drops
 * X-Forwarded-Host, but X-Forwarded-Proto reaches the app) and are ignored. Null when the host is
 * missing or is not a plain host.
 */
export function requestOrigin(request: Request): string | null {
  const trustProxy = readEnv("TRUST_PROXY");
  const host = (trustProxy && lastEntry(request.headers.get("x-forwarded-host"))) || request.headers.get("host");
  if (!host || !HOST.test(host)) return null;
  const forwardedProto = trustProxy ? lastEntry(request.headers.get("x-forwarded-proto"))?.toLowerCase() : undefined;
  const scheme = forwardedProto === "https" || forwardedProto === "http" ? forwardedProto : "http";
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/**
 * The origins whose pages may use sign-in, sign-up and the session endpoints, besides better-auth's
 * baseURL (SITE_URL, else http://localhost:PORT), which it always trusts. With SITE_URL set: none,
 * only the configured site is trusted. Without it the site has no known address, so the one this
 * request was sent to is trusted: a first run opened at 127.0.0.1 or at the machine's LAN address
 * signs in from its own pages. A page of another origin names itself in Origin, which is not the
 * request's own address, so it stays refused.
 */
export function requestTrustedOrigins(request: Request | undefined): string[] {
  if (!request || configuredSiteUrl()) return [];
  const own = requestOrigin(request);
  return own ? [own] : [];
}

/**
 * better-auth checks the Origin of cookie-carrying requests only, so a cross-site page could
 * still sign a visitor up or into an account of the attacker's (login CSRF). Browsers send
 * Origin (and Sec-Fetch-Site) on every POST: refuse any that names an origin the site does not
 * trust (the same ones better-auth trusts).
 */
export function isCrossSiteRequest(request: Request): boolean {
  if (request.method === "GET" || request.method === "HEAD" || request.method === "OPTIONS") return false;
  if (request.headers.get("sec-fetch-site") === "cross-site") return true;
  const origin = request.headers.get("origin");
  if (!origin) return false;
  return ![new URL(siteUrl()).origin, ...requestTrustedOrigins(request)].includes(origin);
}

/**
 * A POST from a page of another host (a route handler's own check; server actions have Next's):
 * a browser always sends Origin on one. X-Forwarded-Host counts only behind a trusted proxy.
 */
export function crossSiteRequest(request: Request): boolean {
  const origin = request.headers.get("origin");
  if (!origin) return false;
  const forwarded = readEnv("TRUST_PROXY") ? request.headers.get("x-forwarded-host") : null;
  const host = forwarded ?? request.headers.get("host");
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}
