import { getSessionCookie } from "better-auth/cookies";
import { NextResponse, type NextRequest } from "next/server";

/**
 * A visitor without a session cookie is sent to /auth before anything renders (307),
 * keeping where they were going. The cookie is only a hint: the admin layout and every
 * admin action check the session and the role again on the server.
 */
export function proxy(request: NextRequest) {
  const origin = request.nextUrl.pathname + request.nextUrl.search;
  if (!getSessionCookie(request)) {
    const target = new URL("/auth", request.url);
    target.searchParams.set("redirect", origin);
    return NextResponse.redirect(target, 307);
  }
  const headers = new Headers(request.headers);
  headers.set("x-pathname", origin);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: ["/admin", "/admin/:path*"] };
