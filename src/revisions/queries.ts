import "server-only";
import { and, count, eq, sql } from "drizzle-orm";
import { readPage, type Page } from "@/admin/list-query";
import type { Queryable } from "@/db/client";
import { projectRevisions, user } from "@/db/schema";
import type { ProjectSnapshot } from "./snapshot";

/**
 * Newest first, ties by id: the order of the (project_id, created_at desc, id desc) index, nulls
 * last as it is built, so a page is read from the index with no sort.
 */
export const revisionOrder = [sql`${projectRevisions.createdAt} desc nulls last`, sql`${projectRevisions.id} desc nulls last`];

/** One version of a project's history as its lists show it: never its snapshot. */
export type RevisionRow = {
  id: string;
  createdAt: Date;
  changed: string[];
  /** Who published it; null for the schedule, or once their account is gone. */
  author: string | null;
};

const rowColumns = {
  id: projectRevisions.id,
  createdAt: projectRevisions.createdAt,
  changed: projectRevisions.changed,
  author: user.name,
};

/** The versions of project `projectId`, newest first, `limit` from `offset`. */
export function revisionListQuery(db: Queryable, projectId: string, limit: number, offset: number) {
  return db
    .select(rowColumns)
    .from(projectRevisions)
    .leftJoin(user, eq(user.id, projectRevisions.createdBy))
    .where(eq(projectRevisions.projectId, projectId))
    .orderBy(...revisionOrder)
    .limit(limit)
    .offset(offset);
}

/** The history page's versions per page. */
export const REVISIONS_PAGE_SIZE = 20;

/** One page of a project's history (a page past the end shows the last). */
export async function listProjectRevisions(db: Queryable, projectId: string, page: number): Promise<Page<RevisionRow>> {
  return readPage(
    page,
    REVISIONS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(projectRevisions).where(eq(projectRevisions.projectId, projectId)))[0].n,
    (limit, offset) => revisionListQuery(db, projectId, limit, offset),
  );
}

/** The newest `n` versions, and whether there are more (read as one more row, not a count). */
export async function recentProjectRevisions(db: Queryable, projectId: string, n: number): Promise<{ rows: RevisionRow[]; more: boolean }> {
  const rows = await revisionListQuery(db, projectId, n + 1, 0);
  return { rows: rows.slice(0, n), more: rows.length > n };
}

export type ProjectRevision = RevisionRow & { snapshot: ProjectSnapshot };

/** Version `revisionId` of project `projectId`, with its snapshot; null when it is not one of its versions. */
export async function findProjectRevision(db: Queryable, projectId: string, revisionId: string): Promise<ProjectRevision | null> {
  const [row] = await db
    .select({ ...rowColumns, snapshot: projectRevisions.snapshot })
    .from(projectRevisions)
    .leftJoin(user, eq(user.id, projectRevisions.createdBy))
    .where(and(eq(projectRevisions.id, revisionId), eq(projectRevisions.projectId, projectId)));
  return row ? { ...row, snapshot: row.snapshot as ProjectSnapshot } : null;
}
