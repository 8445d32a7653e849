import { and, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { CONTACT_CLICK_KINDS, contactClicksDaily, projects, type ContactClickKind } from "@/db/schema";
import { consumeRateLimit } from "@/platform/rate-limit";
import { dayOf, isBot, trackedPath, VIEW_REPEAT_WINDOW_MS, type SkipReason } from "./record";

/**
 * Cookieless counts of clicks on the chat button and "Preguntar por este proyecto", counted as
 * page views are (src/analytics/record.ts): per Madrid day, public path and button, nothing about
 * the visitor stored; bots, signed-in staff, pages that are not public and repeated or excessive
 * clicks from one client are not counted. The links work without JavaScript; the page script only
 * tells this counter about a click (the count is lost without it).
 */

/** At most this many counted clicks per client per 10 minutes. */
export const CLICKS_PER_CLIENT = 5;
const CLIENT_WINDOW_MS = 10 * 60 * 1000;
const MAX_BEACON_LENGTH = 256;

const isClickKind = (value: string): value is ContactClickKind => (CONTACT_CLICK_KINDS as readonly string[]).includes(value);

/** The beacon's text, "<kind> <path>" (e.g. "chat /projeto/casa-en-vigo"), or null when it is not one. */
export function parseClickBeacon(raw: string): { kind: ContactClickKind; rawPath: string } | null {
  if (!raw || raw.length > MAX_BEACON_LENGTH) return null;
  const space = raw.indexOf(" ");
  if (space < 0) return null;
  const kind = raw.slice(0, space);
  return isClickKind(kind) ? { kind, rawPath: raw.slice(space + 1) } : null;
}

/** A client's click on one button of one page counts once per half hour, and only so many per 10 minutes. */
export async function admitClick(db: Queryable, client: string, kind: ContactClickKind, path: string): Promise<SkipReason | null> {
  if (!(await consumeRateLimit(`click:${client}:${kind}:${path}`, 1, VIEW_REPEAT_WINDOW_MS, db)).allowed) return "repeated";
  if (!(await consumeRateLimit(`click:${client}`, CLICKS_PER_CLIENT, CLIENT_WINDOW_MS, db)).allowed) return "throttled";
  return null;
}

export type ClickResult = { recorded: true; kind: ContactClickKind; path: string; day: string } | { recorded: false; reason: SkipReason };

/** Counts one click: `clicks = clicks + 1` on (day, path, kind). "Preguntar por este proyecto" only exists on a published project's page. */
export async function recordContactClick(
  db: Queryable,
  beacon: string,
  userAgent: string | null | undefined,
  hasSessionCookie: boolean,
  now: Date = new Date(),
  /** The client's address: with it, repeated and excessive clicks are not counted (admitClick). */
  client?: string,
): Promise<ClickResult> {
  if (hasSessionCookie) return { recorded: false, reason: "signed-in" };
  if (isBot(userAgent)) return { recorded: false, reason: "bot" };
  const parsed = parseClickBeacon(beacon);
  const tracked = parsed ? trackedPath(parsed.rawPath) : null;
  if (!parsed || !tracked || (parsed.kind === "project-question" && !tracked.projectSlug)) return { recorded: false, reason: "not-tracked" };
  if (tracked.projectSlug) {
    const [published] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.slug, tracked.projectSlug), eq(projects.published, true)))
      .limit(1);
    if (!published) return { recorded: false, reason: "unknown-project" };
  }
  if (client) {
    const refused = await admitClick(db, client, parsed.kind, tracked.path);
    if (refused) return { recorded: false, reason: refused };
  }
  const day = dayOf(now);
  await db
    .insert(contactClicksDaily)
    .values({ day, path: tracked.path, kind: parsed.kind, clicks: 1 })
    .onConflictDoUpdate({
      target: [contactClicksDaily.day, contactClicksDaily.path, contactClicksDaily.kind],
      set: { clicks: sql`${contactClicksDaily.clicks} + 1` },
    });
  return { recorded: true, kind: parsed.kind, path: tracked.path, day };
}
