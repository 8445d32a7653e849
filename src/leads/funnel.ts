import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { dayOf } from "@/analytics/record";
import { fromMadridLocal } from "@/lib/madrid-time";

/**
 * The enquiries funnel: page views → clicks on the chat links → enquiries → jobs won (and their
 * estimated value), per month in Madrid time and per project. Views and clicks are read by day
 * range from their daily tables (whose keys start with the day), enquiries by `created_at` and
 * wins by `won_at` through their indexes; blocked leads are left out as everywhere else. A
 * project's views and clicks are those of its current address, /projeto/<slug>.
 */

export const FUNNEL_MONTHS = 12;
export const FUNNEL_PROJECTS_PER_PAGE = 10;
/** The per-project table's period: one month ("2026-10") or the last twelve. */
export const LAST_12_MONTHS = "12m";

export type FunnelFigures = { views: number; clicks: number; enquiries: number; won: number; value: number };
export type FunnelMonth = FunnelFigures & { month: string };
export type FunnelProject = FunnelFigures & { id: string; title: string; slug: string };
export type FunnelProjects = { period: string; rows: FunnelProject[]; page: number; pages: number };

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** "yyyy-MM" `n` months after `month` (n may be negative). */
export function shiftMonth(month: string, n: number): string {
  const [y, m] = month.split("-").map(Number);
  const index = y * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** The last twelve Madrid months, oldest first, the current one last. */
export function funnelMonths(now: Date = new Date()): string[] {
  const current = dayOf(now).slice(0, 7);
  return Array.from({ length: FUNNEL_MONTHS }, (_, i) => shiftMonth(current, i - (FUNNEL_MONTHS - 1)));
}

/** A period the per-project table accepts: one of the last twelve months, else the whole twelve. */
export function funnelPeriod(raw: unknown, now: Date = new Date()): string {
  return typeof raw === "string" && MONTH.test(raw) && funnelMonths(now).includes(raw) ? raw : LAST_12_MONTHS;
}

/** Days [from, to) and instants [start, end) of a run of months in Madrid. */
function range(first: string, last: string) {
  const next = shiftMonth(last, 1);
  // Midnight exists every day in Madrid (the clock changes at 02:00 and 03:00).
  return { fromDay: `${first}-01`, toDay: `${next}-01`, start: fromMadridLocal(`${first}-01`, "00:00")!, end: fromMadridLocal(`${next}-01`, "00:00")! };
}

function periodRange(period: string, now: Date) {
  if (period === LAST_12_MONTHS) {
    const months = funnelMonths(now);
    return range(months[0], months[months.length - 1]);
  }
  return range(period, period);
}

const figures = (row: Record<string, unknown>): FunnelFigures => ({
  views: Number(row.views ?? 0),
  clicks: Number(row.clicks ?? 0),
  enquiries: Number(row.enquiries ?? 0),
  won: Number(row.won ?? 0),
  value: Number(row.value ?? 0),
});

/** The funnel of each of the last twelve months, oldest first (months without anything included, as zeros). */
export async function funnelByMonth(db: Queryable, now: Date = new Date()): Promise<FunnelMonth[]> {
  const { rows } = await db.execute<Record<string, unknown>>(funnelByMonthStatement(now));
  const byMonth = new Map(rows.map((row) => [String(row.month), figures(row)]));
  return funnelMonths(now).map((month) => ({ month, ...(byMonth.get(month) ?? figures({})) }));
}

/** funnelByMonth's statement (its tests read the plan). */
export function funnelByMonthStatement(now: Date): SQL {
  const months = funnelMonths(now);
  const { fromDay, toDay, start, end } = range(months[0], months[months.length - 1]);
  const [from, to] = [start.toISOString(), end.toISOString()];
  return sql`
    select month, sum(views) as views, sum(clicks) as clicks, sum(enquiries) as enquiries, sum(won) as won, sum(value) as value from (
      select to_char(day, 'YYYY-MM') as month, views, 0 as clicks, 0 as enquiries, 0 as won, 0 as value from page_views_daily
      where day >= ${fromDay}::date and day < ${toDay}::date
      union all
      select to_char(day, 'YYYY-MM'), 0, clicks, 0, 0, 0 from contact_clicks_daily
      where day >= ${fromDay}::date and day < ${toDay}::date
      union all
      select to_char(created_at at time zone 'Europe/Madrid', 'YYYY-MM'), 0, 0, 1, 0, 0 from contact_messages
      where created_at >= ${from}::timestamptz and created_at < ${to}::timestamptz and blocked_at is null
      union all
      select to_char(won_at at time zone 'Europe/Madrid', 'YYYY-MM'), 0, 0, 0, 1, coalesce(estimated_value, 0) from contact_messages
      where won_at >= ${from}::timestamptz and won_at < ${to}::timestamptz and blocked_at is null
    ) counted
    group by month`;
}

/**
 * One page of the projects with any activity in the period, most enquiries first (then wins,
 * views, title), with the funnel of each. Each source is aggregated over the period's range
 * first, so the projects table is only joined to what was counted.
 */
export async function funnelByProject(
  db: Queryable,
  period: string,
  page = 1,
  now: Date = new Date(),
  perPage = FUNNEL_PROJECTS_PER_PAGE,
): Promise<FunnelProjects> {
  const current = Math.max(1, Math.floor(page) || 1);
  const { rows } = await db.execute<Record<string, unknown>>(funnelByProjectStatement(period, current, now, perPage));
  const total = Number(rows[0]?.total ?? 0);
  return {
    period,
    page: current,
    // A page past the end shows nothing; its count is unknown from an empty page, so it keeps its number.
    pages: rows.length ? Math.max(1, Math.ceil(total / perPage)) : current,
    rows: rows.map((row) => ({ id: String(row.id), title: String(row.title), slug: String(row.slug), ...figures(row) })),
  };
}

/** funnelByProject's statement (its tests read the plan). */
export function funnelByProjectStatement(period: string, page: number, now: Date, perPage = FUNNEL_PROJECTS_PER_PAGE): SQL {
  const { fromDay, toDay, start, end } = periodRange(period, now);
  return sql`
    with views as (
      select path, sum(views) as views from page_views_daily
      where day >= ${fromDay}::date and day < ${toDay}::date and path like '/projeto/%' group by path
    ), clicks as (
      select path, sum(clicks) as clicks from contact_clicks_daily
      where day >= ${fromDay}::date and day < ${toDay}::date and path like '/projeto/%' group by path
    ), enquiries as (
      select project_id, count(*) as enquiries from contact_messages
      where created_at >= ${start.toISOString()}::timestamptz and created_at < ${end.toISOString()}::timestamptz
        and blocked_at is null and project_id is not null group by project_id
    ), won as (
      select project_id, count(*) as won, coalesce(sum(estimated_value), 0) as value from contact_messages
      where won_at >= ${start.toISOString()}::timestamptz and won_at < ${end.toISOString()}::timestamptz
        and blocked_at is null and project_id is not null group by project_id
    ), active as (
      -- A project page's path is '/projeto/' (9 characters) and its slug: read through the slug's unique index.
      select p.id from views v join projects p on p.slug = substr(v.path, 10)
      union select p.id from clicks c join projects p on p.slug = substr(c.path, 10)
      union select project_id from enquiries
      union select project_id from won
    ), funnel as (
      select p.id, p.title, p.slug, coalesce(v.views, 0) as views, coalesce(c.clicks, 0) as clicks,
        coalesce(e.enquiries, 0) as enquiries, coalesce(w.won, 0) as won, coalesce(w.value, 0) as value
      from active a
      join projects p on p.id = a.id
      left join views v on v.path = '/projeto/' || p.slug
      left join clicks c on c.path = '/projeto/' || p.slug
      left join enquiries e on e.project_id = p.id
      left join won w on w.project_id = p.id
    )
    select *, count(*) over () as total from funnel
    order by enquiries desc, won desc, views desc, title, id
    limit ${perPage} offset ${(page - 1) * perPage}`;
}
