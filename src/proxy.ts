import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";
import { contentSecurityPolicy, createNonce, mediaOriginFromEnv } from "@/platform/csp";
import { readEnv } from "@/env";
import { DEFAULT_LOCALE, localeOfPath } from "@/i18n/locales";
import { pathKind } from "@/server/public-routes";

const isUnder = (pathname: string, prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);

/**
 * Every page: a fresh script nonce and the Content-Security-Policy built on it (Next reads the
 * policy from the request to put the nonce on its own scripts). Admin pages: a visitor without
 * a session cookie is sent to /auth before anything renders (307), keeping where they were
 * going. The cookie is only a hint: the admin layout and every admin action check the session
 * and the role again on the server. Public pages: Spanish at today's addresses, Galician and
 * English under /gl and /en; `x-locale` tells the root layout the page's language. Which paths
 * are which comes from the route table (src/server/public-routes.ts).
 */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const kind = pathKind(pathname);
  // Files, stored media and API routes carry no scripts to protect.
  if (kind === "service") return NextResponse.next();
  const staffPage = kind === "staff";
  if (isUnder(pathname, "/admin") && !getSessionCookie(request)) {
    const target = new URL("/auth", request.url);
    target.searchParams.set("redirect", pathname + search);
    return NextResponse.redirect(target, 307);
  }
  // Spanish has one address, the unprefixed one.
  if (isUnder(pathname, `/${DEFAULT_LOCALE}`)) {
    return NextResponse.redirect(new URL((pathname.slice(DEFAULT_LOCALE.length + 1) || "/") + search, request.url), 308);
  }

  const nonce = createNonce();
  const https = (readEnv("SITE_URL") ?? "").startsWith("https://");
  const csp = contentSecurityPolicy(nonce, { mediaOrigin: mediaOriginFromEnv(), https, dev: process.env.NODE_ENV !== "production" });
  const headers = new Headers(request.headers);
  headers.set("x-nonce", nonce);
  headers.set("content-security-policy", csp);
  headers.set("x-pathname", pathname + search);
  // The public pages live under app/(site)/[locale]: a Spanish address is served from /es/….
  const { locale } = localeOfPath(pathname);
  headers.set("x-locale", locale);
  const response =
    staffPage || locale !== DEFAULT_LOCALE
      ? NextResponse.next({ request: { headers } })
      : NextResponse.rewrite(new URL(`/${DEFAULT_LOCALE}${pathname === "/" ? "" : pathname}${search}`, request.url), { request: { headers } });
  response.headers.set("content-security-policy", csp);
  if (https) response.headers.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return response;
}

// Next needs a literal here (src/server/next-internals.ts): everything but its own files; the
// route table decides the rest above.
export const config = {
  matcher: ["/((?!_next/).*)"],
};
