import { and, count, eq, isNull, lt, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { contactMessages } from "@/db/schema";

/**
 * What waits for someone in sales, for the dashboard's card and the sidebar's count on
 * "Oportunidades": visible leads still in 'nuevo', and open leads whose next action's day has
 * passed (a person's own, or everyone's). Both are read through the partial indexes the leads
 * schema keeps for them, and counted only up to a cap when one is given.
 */

// Written as the next-action index's own predicate, so the planner can use that partial index.
const open = sql`${contactMessages.stage} not in ('ganado', 'perdido')`;

const newLeads = () => and(eq(contactMessages.stage, "nuevo"), isNull(contactMessages.blockedAt));

/**
 * Overdue: a visible, open lead whose next action's day (Madrid) is before `today`; `assignee`
 * null: the whole team's. The lead list's `?vencidas=1` filter is meant to be this same condition.
 */
export const overdueLeads = (today: string, assignee: string | null) =>
  and(
    isNull(contactMessages.blockedAt),
    lt(contactMessages.nextActionOn, today),
    open,
    assignee === null ? undefined : eq(contactMessages.assignedTo, assignee),
  );

/** count(*) of `where`, reading at most `cap` rows when a cap is given. */
export function cappedCountQuery(db: Queryable, where: ReturnType<typeof and>, cap?: number) {
  if (cap === undefined) return db.select({ n: count() }).from(contactMessages).where(where);
  const first = db
    .select({ one: sql`1` })
    .from(contactMessages)
    .where(where)
    .limit(cap)
    .as("first_rows");
  return db.select({ n: count() }).from(first);
}

export const newLeadsQuery = (db: Queryable, cap?: number) => cappedCountQuery(db, newLeads(), cap);
export const overdueQuery = (db: Queryable, today: string, assignee: string | null, cap?: number) => cappedCountQuery(db, overdueLeads(today, assignee), cap);

export type FollowUpCounts = { newLeads: number; overdue: number };

export async function countFollowUp(db: Queryable, today: string, assignee: string | null, cap?: number): Promise<FollowUpCounts> {
  const [[fresh], [late]] = await Promise.all([newLeadsQuery(db, cap), overdueQuery(db, today, assignee, cap)]);
  return { newLeads: fresh.n, overdue: late.n };
}
