import "server-only";
import { and, eq, notInArray, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { categories, projectRevisions, projects, projectSlugRedirects } from "@/db/schema";
import { storedUrlsOf } from "@/drafts/publish";
import { lockWorkingCopy } from "@/drafts/working-copy";
import { t } from "@/i18n/current";
import { Refusal } from "@/lib/refusal";
import { unusedStoredFiles } from "@/media/stored-files";
import { formerSlugOwner, isSlugTaken, PROJECT_SLUG_CONSTRAINT } from "@/projects/service";
import { revisionAdminMessages } from "./admin/messages";
import { revisionOrder } from "./queries";
import { changedParts, snapshotMediaUrls, takeSnapshot, writeSnapshotChildren, writeSnapshotProject, type ProjectSnapshot } from "./snapshot";

/**
 * A project's history: every publish keeps the project as it was left (./snapshot.ts), the last
 * PROJECT_HISTORY_LIMIT per project; "Restaurar" brings one back as the project's working copy
 * (src/drafts/), so visitors keep the published version until "Publicar cambios".
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

export type RestoredRevision = {
  id: string;
  revisionId: string;
  revisionAt: Date;
  /** On the site: the version went to its working copy, and visitors see no change yet. */
  published: boolean;
  slug: string;
  previousSlug: string;
  title: string;
  /** The version's slug is another project's now: the current one stayed. */
  keptSlug: boolean;
  /** Files only the replaced content showed: remove them once committed. */
  fileUrls: string[];
};

/** Whether `slug` is another project's address, or another project's former one (its old links lead there). */
async function isAnotherProjectsSlug(db: Queryable, slug: string, projectId: string): Promise<boolean> {
  if (await isSlugTaken(db, slug, projectId)) return true;
  const former = await formerSlugOwner(db, slug);
  return former !== null && former !== projectId;
}

/**
 * "Restaurar": revision `revisionId` of project `projectId` becomes what the admin edits, in the
 * row an edit writes (src/drafts/working-copy.ts): the working copy of a project on the site,
 * the project itself otherwise. Its content columns, images, videos and blocks (new ids) replace
 * that row's. A slug another project has taken since, and a category deleted since, stay as
 * they are now. Refused for a revision of another project.
 */
export async function restoreRevision(db: Queryable, projectId: string, revisionId: string): Promise<RestoredRevision> {
  const m = t(revisionAdminMessages);
  const [revision] = await db
    .select({ snapshot: projectRevisions.snapshot, createdAt: projectRevisions.createdAt })
    .from(projectRevisions)
    .where(and(eq(projectRevisions.id, revisionId), eq(projectRevisions.projectId, projectId)));
  if (!revision) throw new Refusal(m.revisionGone, "invalid");
  const target = await lockWorkingCopy(db, projectId);
  if (!target || target.projectId !== projectId) throw new Refusal(m.projectGone, "invalid");
  const [current] = await db
    .select({ slug: projects.slug, categoryId: projects.categoryId, category: projects.category })
    .from(projects)
    .where(eq(projects.id, target.id));

  const snapshot = revision.snapshot as ProjectSnapshot;
  const stored = { ...snapshot.project };
  const wanted = typeof stored.slug === "string" ? stored.slug : current.slug;
  const keptSlug = wanted !== current.slug && (await isAnotherProjectsSlug(db, wanted, projectId));
  stored.slug = keptSlug ? current.slug : wanted;
  // The category's name as it is called now; one deleted since leaves the current category.
  const categoryId = typeof stored.category_id === "string" ? stored.category_id : null;
  const [category] = categoryId ? await db.select({ name: categories.name }).from(categories).where(eq(categories.id, categoryId)) : [];
  Object.assign(stored, category ? { category: category.name } : { category_id: current.categoryId, category: current.category });

  const before = await storedUrlsOf(db, [target.id]);
  await writeSnapshotProject(db, target.id, stored).catch((err) => {
    // Taken in the meantime by a concurrent save: the unique index has the last word.
    if (isUniqueViolation(err, PROJECT_SLUG_CONSTRAINT)) throw new Refusal(m.slugTaken, "conflict");
    throw err;
  });
  await writeSnapshotChildren(db, target.id, snapshot);
  const published = target.id !== projectId;
  // Off the site the project's slug is its address at once: the old one redirects, as a save leaves it.
  if (!published && stored.slug !== current.slug) {
    await db
      .insert(projectSlugRedirects)
      .values({ slug: current.slug, projectId })
      .onConflictDoUpdate({ target: projectSlugRedirects.slug, set: { projectId, createdAt: new Date() } });
    await db.delete(projectSlugRedirects).where(and(eq(projectSlugRedirects.slug, String(stored.slug)), eq(projectSlugRedirects.projectId, projectId)));
  }
  const [row] = await db.select({ slug: projects.slug, title: projects.title }).from(projects).where(eq(projects.id, target.id));
  return {
    id: projectId,
    revisionId,
    revisionAt: revision.createdAt,
    published,
    slug: row.slug,
    previousSlug: current.slug,
    title: row.title,
    keptSlug,
    fileUrls: await unusedStoredFiles(db, before),
  };
}
