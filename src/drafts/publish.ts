import "server-only";
import { eq, inArray, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { isUniqueViolation } from "@/db/errors";
import { projectContentBlocks, projectImages, projects, projectSlugRedirects, projectVideos } from "@/db/schema";
import { t } from "@/i18n/current";
import { Refusal } from "@/lib/refusal";
import { mediaUrlsIn, unusedStoredFiles } from "@/media/stored-files";
import { keyFromMediaUrl } from "@/platform/storage";
import { isSlugTaken } from "@/projects/service";
import { recordRevision } from "@/revisions/record";
import { draftAdminMessages } from "./admin/messages";
import { lockExistingCopy, moveChildren, projectContentColumns, PROJECT_CHILDREN } from "./working-copy";

/** The stored files (`/media/…`) projects' rows show: covers, images, videos, files inside blocks. */
export async function storedUrlsOf(db: Queryable, ids: string[]): Promise<Set<string>> {
  const [rows, images, videos, blocks] = await Promise.all([
    db.select({ url: projects.coverImage }).from(projects).where(inArray(projects.id, ids)),
    db.select({ url: projectImages.imageUrl }).from(projectImages).where(inArray(projectImages.projectId, ids)),
    db.select({ url: projectVideos.videoUrl }).from(projectVideos).where(inArray(projectVideos.projectId, ids)),
    db.select({ content: projectContentBlocks.content }).from(projectContentBlocks).where(inArray(projectContentBlocks.projectId, ids)),
  ]);
  const urls = new Set<string>();
  for (const { url } of [...rows, ...images, ...videos]) if (url && keyFromMediaUrl(url)) urls.add(url);
  for (const block of blocks) mediaUrlsIn(block.content, urls);
  return urls;
}

type LiveProject = { id: string; slug: string; title: string; published: boolean };

async function lockProject(db: Queryable, id: string): Promise<LiveProject> {
  const [project] = await db
    .select({ id: projects.id, slug: projects.slug, title: projects.title, published: projects.published, draftOf: projects.draftOf })
    .from(projects)
    .where(eq(projects.id, id))
    .for("update");
  if (!project || project.draftOf) throw new Refusal(t(draftAdminMessages).projectGone);
  return project;
}

/** `workingCopy`: the id of the working copy published or discarded (gone now). */
export type ChangesOutcome = { id: string; workingCopy: string; slug: string; previousSlug: string; title: string; fileUrls: string[] };

/**
 * The working copy becomes the project: its content columns, images, videos and blocks (the
 * ids the form holds) replace the project's, a new slug leaves the old one redirecting, and the
 * working copy is gone. Returns the files only the replaced version showed (remove them once
 * committed); null when the project has no working copy.
 */
async function applyWorkingCopy(db: Queryable, project: LiveProject, slugTaken: "refuse" | "keep-address"): Promise<ChangesOutcome | null> {
  const copy = await lockExistingCopy(db, project.id);
  if (!copy) return null;
  // A working copy is outside the slug's unique index: another project may have taken its new slug since.
  if (copy.slug !== project.slug && (await isSlugTaken(db, copy.slug, project.id))) {
    if (slugTaken === "refuse") throw new Refusal(t(draftAdminMessages).slugTaken, "conflict");
    await db.update(projects).set({ slug: project.slug }).where(eq(projects.id, copy.id));
    copy.slug = project.slug;
  }
  const before = await storedUrlsOf(db, [project.id]);
  const columns = projectContentColumns();
  await db
    .execute(sql`update ${projects} set (${columns}) = (select ${columns} from ${projects} where id = ${copy.id}) where id = ${project.id}`)
    .catch((err) => {
      // Taken in the meantime by a concurrent save: the unique index has the last word.
      if (isUniqueViolation(err, "projects_slug_key")) throw new Refusal(t(draftAdminMessages).slugTaken, "conflict");
      throw err;
    });
  if (copy.slug !== project.slug) {
    await db
      .insert(projectSlugRedirects)
      .values({ slug: project.slug, projectId: project.id })
      .onConflictDoUpdate({ target: projectSlugRedirects.slug, set: { projectId: project.id, createdAt: new Date() } });
    await db.delete(projectSlugRedirects).where(eq(projectSlugRedirects.slug, copy.slug));
  }
  for (const table of PROJECT_CHILDREN) await db.delete(table).where(eq(table.projectId, project.id));
  await moveChildren(db, copy.id, project.id);
  await db.delete(projects).where(eq(projects.id, copy.id));
  const [{ title }] = await db.select({ title: projects.title }).from(projects).where(eq(projects.id, project.id));
  return { id: project.id, workingCopy: copy.id, slug: copy.slug, previousSlug: project.slug, title, fileUrls: await unusedStoredFiles(db, before) };
}

/** "Publicar cambios": visitors see the working copy from now on; the project's history keeps it (`userId`: who published). */
export async function publishChanges(db: Queryable, id: string, userId: string | null = null): Promise<ChangesOutcome> {
  const project = await lockProject(db, id);
  const applied = await applyWorkingCopy(db, project, "refuse");
  if (!applied) throw new Refusal(t(draftAdminMessages).nothingToPublish, "conflict");
  return { ...applied, fileUrls: [...applied.fileUrls, ...(await recordRevision(db, id, userId))] };
}

/**
 * A project leaving the site takes its working copy's changes with it: off the site there is no
 * published version to protect, and what the admin prepared must not be lost. Call it with the
 * project locked, before unpublishing it.
 */
export async function foldWorkingCopy(db: Queryable, id: string): Promise<ChangesOutcome | null> {
  const project = await lockProject(db, id);
  // Nobody may be there to choose another slug (the schedule job folds too): it keeps its address.
  return applyWorkingCopy(db, project, "keep-address");
}

/** "Descartar cambios": the working copy is dropped; its files nothing else shows go with it. */
export async function discardChanges(db: Queryable, id: string): Promise<ChangesOutcome> {
  const project = await lockProject(db, id);
  const copy = await lockExistingCopy(db, project.id);
  if (!copy) throw new Refusal(t(draftAdminMessages).nothingToDiscard, "conflict");
  const shown = await storedUrlsOf(db, [copy.id]);
  // Its images, videos and blocks go with it (foreign keys on delete cascade).
  await db.delete(projects).where(eq(projects.id, copy.id));
  return {
    id: project.id,
    workingCopy: copy.id,
    slug: project.slug,
    previousSlug: project.slug,
    title: project.title,
    fileUrls: await unusedStoredFiles(db, shown),
  };
}
