import "server-only";
import { and, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { categories, projectRevisions, projects, projectSlugRedirects } from "@/db/schema";
import { lockWorkingCopy } from "@/drafts/working-copy";
import { t } from "@/i18n/current";
import { Refusal } from "@/lib/refusal";
import { unusedStoredFiles } from "@/media/stored-files";
import { formerSlugOwner, isSlugTaken, PROJECT_SLUG_CONSTRAINT } from "@/projects/service";
import { revisionAdminMessages } from "./admin/messages";
import { snapshotMediaUrls, takeSnapshot, writeSnapshotChildren, writeSnapshotProject, type ProjectSnapshot } from "./snapshot";

export { PROJECT_HISTORY_LIMIT, recordRevision } from "./record";

/**
 * A project's history: every publish keeps the project as it was left (./snapshot.ts), the last
 * PROJECT_HISTORY_LIMIT per project; "Restaurar" brings one back as the project's working copy
 * (src/drafts/), so visitors keep the published version until "Publicar cambios".
 */

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

  // The files the replaced content shows: those nothing shows after it are removed once committed.
  const replaced = await takeSnapshot(db, target.id);
  const before = replaced ? snapshotMediaUrls(replaced) : [];
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
