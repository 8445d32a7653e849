import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { projectRevisions } from "@/db/schema";
import { unusedStoredFiles } from "@/media/stored-files";
import { revisionOrder } from "./queries";
import { changedParts, snapshotMediaUrls, takeSnapshot, type ProjectSnapshot } from "./snapshot";

/*
 * Kept apart from the restore (./service.ts): every publish point calls this (src/drafts/,
 * src/projects/), and it needs nothing of theirs, so no module imports its own callers.
 */

/** How many publishes a project's history keeps; an older one goes when a new one comes. */
export const PROJECT_HISTORY_LIMIT = 50;

/**
 * Keeps project `projectId` as it is now, just published, with what changed since the version
 * before and who published it (null: the schedule). Versions beyond the limit go in the same
 * transaction; returns the stored files only they showed, to remove once it has committed.
 */
export async function recordRevision(db: Queryable, projectId: string, userId: string | null): Promise<string[]> {
  const snapshot = await takeSnapshot(db, projectId);
  if (!snapshot) return [];
  const [previous] = await db
    .select({ snapshot: projectRevisions.snapshot })
    .from(projectRevisions)
    .where(eq(projectRevisions.projectId, projectId))
    .orderBy(...revisionOrder)
    .limit(1);
  await db.insert(projectRevisions).values({
    projectId,
    snapshot,
    changed: changedParts((previous?.snapshot as ProjectSnapshot | undefined) ?? null, snapshot),
    mediaUrls: snapshotMediaUrls(snapshot),
    createdBy: userId,
    // Not the transaction's start: two publishes of one transaction still come in their order.
    createdAt: sql`clock_timestamp()`,
  });
  const kept = db
    .select({ id: projectRevisions.id })
    .from(projectRevisions)
    .where(eq(projectRevisions.projectId, projectId))
    .orderBy(...revisionOrder)
    .limit(PROJECT_HISTORY_LIMIT);
  const pruned = await db
    .delete(projectRevisions)
    .where(and(eq(projectRevisions.projectId, projectId), notInArray(projectRevisions.id, kept)))
    .returning({ mediaUrls: projectRevisions.mediaUrls });
  return pruned.length
    ? unusedStoredFiles(
        db,
        pruned.flatMap((row) => row.mediaUrls),
      )
    : [];
}
