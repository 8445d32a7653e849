import { and, eq, gte, lte, sql, sum } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { pageViewsDaily, projects } from "@/db/schema";
import { localeOfPath } from "@/i18n/locales";
import { COMPANY_TIME_ZONE } from "@/lib/dates";
import { SLUG_PATTERN } from "@/lib/slugify";
import { consumeRateLimit } from "@/platform/rate-limit";

/** Days are counted in the company's time zone, whatever the server's is. */
export const ANALYTICS_TIME_ZONE = COMPANY_TIME_ZONE;

const BOT_PATTERN = /bot|crawl|spider|slurp|lighthouse|headless|preview/i;

/** Public HTML pages whose views are counted (their Spanish paths); anything else is ignored. */
const FIXED_PATHS = new Set([
  "/",
  "/buscar",
  "/politica-de-privacidade",
  "/termos-de-servico",
  "/aviso-legal",
  "/declaracion-de-accesibilidad",
  "/opiniones",
  "/presupuesto",
]);
const PROJECT_PATH = /^\/projeto\/([^/]+)$/;
const MAX_PATH_LENGTH = 200;

export function isBot(userAgent: string | null | undefined): boolean {
  // No user agent at all is a script, not a browser.
  return !userAgent || BOT_PATTERN.test(userAgent);
}

/**
 * The counted form of a path, or null when it is not a public page we count: query and hash
 * dropped, one trailing slash tolerated, project pages only with a well-formed slug. A page is
 * counted under its Spanish path whatever its language (`/gl/projeto/x` is `/projeto/x`), so a
 * project's views, clicks and enquiries meet in the funnel however the visitor reads the site.
 */
export function trackedPath(raw: string): { path: string; projectSlug?: string } | null {
  if (!raw || raw.length > MAX_PATH_LENGTH || !raw.startsWith("/")) return null;
  let path = localeOfPath(raw.split(/[?#]/, 1)[0]).path;
  if (path.length > 1 && path.endsWith("/")) path = path.slice(0, -1);
  if (FIXED_PATHS.has(path)) return { path };
  const project = PROJECT_PATH.exec(path);
  if (project && SLUG_PATTERN.test(project[1])) return { path, projectSlug: project[1] };
  return null;
}

/** yyyy-MM-dd of this instant in the company's time zone. */
export function dayOf(instant: Date): string {
  // en-CA formats dates as yyyy-MM-dd.
  return new Intl.DateTimeFormat("en-CA", { timeZone: ANALYTICS_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(instant);
}

/** The day `days` days before `day` (both yyyy-MM-dd), calendar arithmetic in UTC. */
export function shiftDay(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export type SkipReason = "bot" | "signed-in" | "not-tracked" | "unknown-project" | "repeated" | "throttled";

/** A client's views of one page count once per this window (a reload is not a new visit). */
export const VIEW_REPEAT_WINDOW_MS = 30 * 60 * 1000;
/** At most this many counted views per client per 10 minutes: a script cannot inflate the dashboard. */
export const VIEWS_PER_CLIENT = 30;
const CLIENT_WINDOW_MS = 10 * 60 * 1000;

/**
 * Whether this client's view of `path` may be counted now: first view of the page in the repeat
 * window, and within the client's budget. `client` is the address the start script vouches for.
 */
export async function admitView(db: Queryable, client: string, path: string): Promise<SkipReason | null> {
  if (!(await consumeRateLimit(`view:${client}:${path}`, 1, VIEW_REPEAT_WINDOW_MS, db)).allowed) return "repeated";
  if (!(await consumeRateLimit(`view:${client}`, VIEWS_PER_CLIENT, CLIENT_WINDOW_MS, db)).allowed) return "throttled";
  return null;
}
export type RecordResult = { recorded: true; path: string; day: string } | { recorded: false; reason: SkipReason };

/**
 * Counts one view of a public page: `views = views + 1` on (day, path). Bots and anyone
 * carrying a session cookie (staff checking their work) are not counted, nor paths that are
 * not public pages, nor project pages that are not published (a 404 is not a view).
 */
export async function recordPageView(
  db: Queryable,
  rawPath: string,
  userAgent: string | null | undefined,
  hasSessionCookie: boolean,
  now: Date = new Date(),
  /** The client's address: with it, repeated and excessive views are not counted (admitView). */
  client?: string,
): Promise<RecordResult> {
  if (hasSessionCookie) return { recorded: false, reason: "signed-in" };
  if (isBot(userAgent)) return { recorded: false, reason: "bot" };
  const tracked = trackedPath(rawPath);
  if (!tracked) return { recorded: false, reason: "not-tracked" };
  if (tracked.projectSlug) {
    const [published] = await db
      .select({ id: projects.id })
      .from(projects)
      .where(and(eq(projects.slug, tracked.projectSlug), eq(projects.published, true)))
      .limit(1);
    if (!published) return { recorded: false, reason: "unknown-project" };
  }
  if (client) {
    const refused = await admitView(db, client, tracked.path);
    if (refused) return { recorded: false, reason: refused };
  }
  const day = dayOf(now);
  await db
    .insert(pageViewsDaily)
    .values({ day, path: tracked.path, views: 1 })
    .onConflictDoUpdate({ target: [pageViewsDaily.day, pageViewsDaily.path], set: { views: sql`${pageViewsDaily.views} + 1` } });
  return { recorded: true, path: tracked.path, day };
}

/** Views of every counted page over the last `days` days, today included. */
export async function countRecentViews(db: Queryable, days = 30, now: Date = new Date()): Promise<number> {
  const today = dayOf(now);
  const [row] = await db
    .select({ total: sum(pageViewsDaily.views) })
    .from(pageViewsDaily)
    .where(and(gte(pageViewsDaily.day, shiftDay(today, -(days - 1))), lte(pageViewsDaily.day, today)));
  return Number(row?.total ?? 0);
}
