import { getSessionCookie } from "better-auth/cookies";
import { recordContactClick } from "@/analytics/clicks";
import { getDb } from "@/db";
import { logFailure } from "@/lib/failure-log";
import { clientKey } from "@/platform/client-key";

/**
 * Contact-click beacon: the public pages send "<button> <pathname>" (navigator.sendBeacon,
 * text/plain) when the chat button or "Preguntar por este proyecto" is clicked. Always 204, as
 * the page-view beacon; only same-site requests are counted, with the limits of src/analytics/clicks.ts.
 */
export async function POST(request: Request): Promise<Response> {
  const done = new Response(null, { status: 204, headers: { "Cache-Control": "no-store" } });
  const site = request.headers.get("sec-fetch-site");
  if (site && site !== "same-origin") return done;
  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > 512) return done;
  try {
    const beacon = (await request.text()).trim();
    const client = clientKey(request.headers);
    await recordContactClick(await getDb(), beacon, request.headers.get("user-agent"), Boolean(getSessionCookie(request)), new Date(), client);
  } catch (err) {
    logFailure("warn", "[analytics] could not record a contact click", err);
  }
  return done;
}
