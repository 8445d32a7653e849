import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce, mediaOriginFromEnv, scriptHashSource, type ScriptSources } from "@/platform/csp";
import { readEnv } from "@/env";
import { DEFAULT_LOCALE, localeOfPath } from "@/i18n/locales";
import { pathKind } from "@/server/public-routes";
import { PUBLIC_INLINE_SCRIPTS } from "@/site/inline-scripts";

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * The public pages' scripts, the same in every language: the hashes of the inline scripts a page
 * carries, taken once from the texts the components render (src/site/inline-scripts.ts).
 */
const PUBLIC_SCRIPTS: ScriptSources = { hashes: PUBLIC_INLINE_SCRIPTS.map(scriptHashSource) };

/**
 * Every page gets its Content-Security-Policy, in the response and in the request (where Next reads
 * it to put a nonce on its own scripts). Staff pages, rendered for one request: a fresh script
 * nonce, passed to the layouts in `x-nonce`. Public pages, kept whole and served to every visitor:
 * no nonce anywhere (it would be one value shared by all), their own inline scripts allowed by
 * hash; Next's are removed by the server (src/server/runtime-strip.ts). Admin pages: a visitor
 * without a session cookie is sent to /auth before anything renders (307), keeping where they
 * were going. The cookie is only a hint: the admin layout and every admin action check the
 * session and the role again on the server. Public pages: Spanish at today's addresses, Galician
 * and English under /gl and /en; `x-locale` tells the root layout the page's language. Which
 * paths are which comes from the route table (src/server/public-routes.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const staffPage = pathKind(pathname) === "staff";
  if (isUnder(pathname, "/admin") && !getSessionCookie(request)) {
    const target = new URL("/auth", request.url);
    target.searchParams.set("redirect", pathname + search);
    return NextResponse.redirect(target, 307);
  }
  // Spanish has one address, the unprefixed one.
  if (isUnder(pathname, `/${DEFAULT_LOCALE}`)) {
    return NextResponse.redirect(new URL((pathname.slice(DEFAULT_LOCALE.length + 1) || "/") + search, request.url), 308);
  }

  const { locale } = localeOfPath(pathname);
  const nonce = staffPage ? createNonce() : null;
  const https = (readEnv("SITE_URL") ?? "").startsWith("https://");
  const scripts = nonce ? { nonce } : PUBLIC_SCRIPTS;
  const csp = contentSecurityPolicy(scripts, { mediaOrigin: mediaOriginFromEnv(), https, dev: process.env.NODE_ENV !== "production" });
  const headers = new Headers(request.headers);
  // Both replace whatever the request brought: a nonce sent by a client must never reach a page.
  if (nonce) headers.set("x-nonce", nonce);
  else headers.delete("x-nonce");
  headers.set("content-security-policy", csp);
  headers.set("x-pathname", pathname + search);
  // The public pages live under app/(site)/[locale]: a Spanish address is served from /es/….
  headers.set("x-locale", locale);
  const response =
    staffPage || locale !== DEFAULT_LOCALE
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(new URL(`/${DEFAULT_LOCALE}${pathname === "/" ? "" : pathname}${search}`, request.url), { request: { headers } });
  response.headers.set("content-security-policy", csp);
  if (https) response.headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return response;
}

// Pages only: files, stored media and API routes carry no scripts to protect, and a request the
// proxy sees has its body buffered, which uploads must never be (src/server/next-internals.ts).
// Next reads this as a literal, so it cannot be computed from the route table;
// tests/unit/public-routes.test.ts keeps the two equal.
export const config = {
  matcher: ["/((?!_next/|_site/|api/|media/|sitemaps/|favicon\\.ico|placeholder-admin\\.svg|placeholder\\.svg|robots\\.txt|sitemap\\.xml|sw\\.js).*)"],
};
