import "server-only";
import { count, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { aboutGallery, auditLog, projects, user } from "@/db/schema";
import { countRecentViews } from "@/analytics/record";

export type DashboardStats = { galleryImages: number; publishedProjects: number; users: number; views30d: number };

/** The four figures of the dashboard, read from the database. */
export async function getDashboardStats(db: Queryable, now: Date = new Date()): Promise<DashboardStats> {
  const [[gallery], [published], [users], views30d] = await Promise.all([
    db.select({ n: count() }).from(aboutGallery),
    db.select({ n: count() }).from(projects).where(eq(projects.published, true)),
    db.select({ n: count() }).from(user),
    countRecentViews(db, 30, now),
  ]);
  return { galleryImages: gallery.n, publishedProjects: published.n, users: users.n, views30d };
}

export type ActivityEntry = {
  id: number;
  at: Date;
  action: string;
  entity: string;
  entityId: string | null;
  details: Record<string, unknown> | null;
  userEmail: string | null;
  /** Null for what no one on the staff did: a customer's review through a request link. */
  userId: string | null;
};

/**
 * The latest audit-log entries with the email of whoever made them; with `prefixes`, only the
 * actions whose name starts with one of them ("project" → "project.create"…): what a role may see.
 * Each kind is read on its own through `audit_log_kind_at_idx` (its newest `limit` entries) and
 * the lists merged, so a role whose kinds are rare never walks the whole log to fill its feed.
 */
export async function listRecentActivity(db: Queryable, limit = 10, prefixes?: readonly string[]): Promise<ActivityEntry[]> {
  if (!prefixes) return activityQuery(db, limit);
  const lists = await Promise.all([...new Set(prefixes)].map((prefix) => activityQuery(db, limit, prefix)));
  return lists
    .flat()
    .sort((a, b) => b.at.getTime() - a.at.getTime() || b.id - a.id)
    .slice(0, limit);
}

/** The newest `limit` entries, of one kind of action when `prefix` is given. */
export function activityQuery(db: Queryable, limit: number, prefix?: string) {
  return (
    db
      .select({
        id: auditLog.id,
        at: auditLog.at,
        action: auditLog.action,
        entity: auditLog.entity,
        entityId: auditLog.entityId,
        details: auditLog.details,
        userEmail: user.email,
        userId: auditLog.userId,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.userId))
      .where(prefix === undefined ? undefined : eq(sql`split_part(${auditLog.action}, '.', 1)`, prefix))
      // The indexes' own order (nulls last), so PostgreSQL reads them in order and stops at `limit`.
      .orderBy(sql`${auditLog.at} desc nulls last`, sql`${auditLog.id} desc nulls last`)
      .limit(limit)
  );
}
