import "server-only";
import { count, desc, eq, inArray, sql } from "drizzle-orm";
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
 */
export async function listRecentActivity(db: Queryable, limit = 10, prefixes?: readonly string[]): Promise<ActivityEntry[]> {
  if (prefixes && prefixes.length === 0) return [];
  return db
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
    .where(prefixes ? inArray(sql`split_part(${auditLog.action}, '.', 1)`, [...prefixes]) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit);
}
