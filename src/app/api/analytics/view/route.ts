import { getSessionCookie } from "better-auth/cookies";
import { recordPageView } from "@/analytics/record";
import { getDb } from "@/db";
import { logFailure } from "@/lib/failure-log";
import { clientKey } from "@/platform/client-key";

/**
 * Page-view beacon: the public pages send their pathname (navigator.sendBeacon, text/plain).
 * Always 204, so the answer tells a caller nothing; only same-site requests are counted, each
 * client's page once per half hour and at most 30 pages per client per 10 minutes.
 */
export async function POST(request: Request): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return done;
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > 512) return done;
  try {
    const path = (await request.text()).trim();
    const client = clientKey(request.headers);
    await recordPageView(await getDb(), path, request.headers.get("user-agent"), Boolean(getSessionCookie(request)), new Date(), client);
  } catch (err) {
    logFailure("warn", "[analytics] could not record a page view", err);
  }
  return done;
}
