import { getSessionCookie } from "better-auth/cookies";
import type { Queryable } from "@/db/client";
import { getDb } from "@/db";
import { logFailure } from "@/lib/failure-log";
import { clientKey } from "@/platform/client-key";

/** What a beacon's counter is given: the body's text, who sent it and when. */
type Counter = (db: Queryable, text: string, userAgent: string | null, hasSessionCookie: boolean, now: Date, client: string) => Promise<unknown>;

/**
 * The POST handler of a counting beacon (navigator.sendBeacon, text/plain). Always 204, so the
 * answer tells a caller nothing; only same-site requests of at most 512 bytes are counted, by
 * `count` with its own rules and limits; a failure is logged, never answered.
 */
export function beaconHandler(count: Counter, failure: string): (request: Request) => Promise<Response> {
  return async (request) => {
    const done = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
    const site = request.headers.get("sec-fetch-site");
    if (site && site !== "same-origin") return done;
    const length = Number(request.headers.get("content-length") ?? 0);
    if (length > 512) return done;
    try {
      const text = (await request.text()).trim();
      await count(await getDb(), text, request.headers.get("user-agent"), Boolean(getSessionCookie(request)), new Date(), clientKey(request.headers));
    } catch (err) {
      logFailure("warn", failure, err);
    }
    return done;
  };
}
