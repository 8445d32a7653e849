import "server-only";
import { and, asc, count, eq, ne } from "drizzle-orm";
import { mediaAssets, projectImages, projects, type ImageType } from "@/db/schema";
import { Refusal } from "@/lib/refusal";
import { urlsStillUsed } from "@/media/stored-files";
import { lockWorkingCopy, lockWorkingCopyOfChild, type WorkingCopy } from "@/drafts/working-copy";
import type { Queryable } from "@/db/client";
import { keyFromMediaUrl, projectCoverFolder } from "@/platform/storage";
import { t } from "@/i18n/current";
import { mediaAdminMessages } from "./admin/messages";
import type { AddProjectImagesInput } from "./validation";

/**
 * Project image writes (spec/admin.md §4 "Image order", "Cover"; §7 project_images). Each
 * takes the transaction it runs in; stored files are removed by the caller after commit.
 */

export class MediaRefusedError extends Refusal {
  constructor(message: string, field?: string) {
    super(message, "invalid", field);
  }
}

/**
 * The row an edit writes (a project on the site: its working copy, src/drafts/), locked for the
 * rest of the transaction (order changes must not interleave). `projectId` names its folders.
 */
export async function lockProject(db: Queryable, id: string): Promise<WorkingCopy> {
  const row = await lockWorkingCopy(db, id);
  if (!row) throw new MediaRefusedError(t(mediaAdminMessages).projectMissing);
  return row;
}

/** True when `url` is a stored image (it has a media_assets row) under `projects/{projectId}/`. */
async function isProjectImage(db: Queryable, projectId: string, url: string): Promise<boolean> {
  const key = keyFromMediaUrl(url);
  if (!key || !key.startsWith(`projects/${projectId}/`) || key.startsWith(`projects/${projectId}/videos/`)) return false;
  const [asset] = await db.select({ url: mediaAssets.url }).from(mediaAssets).where(eq(mediaAssets.url, url));
  return !!asset;
}

async function countOfType(db: Queryable, projectId: string, type: ImageType, excludeId?: string): Promise<number> {
  const where = and(eq(projectImages.projectId, projectId), eq(projectImages.imageType, type), excludeId ? ne(projectImages.id, excludeId) : undefined);
  const [row] = await db.select({ n: count() }).from(projectImages).where(where);
  return row.n;
}

/** New images go to the end of their type: order_index = count of that type (spec §4). */
export async function addProjectImages(db: Queryable, input: AddProjectImagesInput) {
  const project = await lockProject(db, input.projectId);
  for (const image of input.images) {
    if (!(await isProjectImage(db, project.projectId, image.url))) throw new MediaRefusedError(t(mediaAdminMessages).imageNotOurs);
  }
  const start = await countOfType(db, project.id, input.imageType);
  const rows = await db
    .insert(projectImages)
    .values(
      input.images.map((image, i) => ({
        projectId: project.id,
        imageUrl: image.url,
        imageType: input.imageType,
        caption: image.caption,
        orderIndex: start + i,
      })),
    )
    .returning();
  return { slug: project.slug, images: rows };
}

async function imageWithProject(db: Queryable, id: string) {
  const project = await lockWorkingCopyOfChild(db, projectImages, id);
  const [image] = project ? await db.select().from(projectImages).where(eq(projectImages.id, id)) : [];
  if (!project || !image) throw new MediaRefusedError(t(mediaAdminMessages).imageMissing);
  return { image, project };
}

/** The type's images in display order (order_index, then age for ties). */
async function ordered(db: Queryable, projectId: string, type: ImageType) {
  return db
    .select({ id: projectImages.id, orderIndex: projectImages.orderIndex })
    .from(projectImages)
    .where(and(eq(projectImages.projectId, projectId), eq(projectImages.imageType, type)))
    .orderBy(asc(projectImages.orderIndex), asc(projectImages.createdAt), asc(projectImages.id));
}

/** Writes order_index = position for every row whose index differs (gaps and ties disappear). */
async function renumber(db: Queryable, rows: { id: string; orderIndex: number }[]) {
  for (const [position, row] of rows.entries()) {
    if (row.orderIndex !== position) await db.update(projectImages).set({ orderIndex: position }).where(eq(projectImages.id, row.id));
  }
}

export async function updateImageCaption(db: Queryable, id: string, caption: string | null) {
  const { image, project } = await imageWithProject(db, id);
  await db.update(projectImages).set({ caption }).where(eq(projectImages.id, image.id));
  return { id: image.id, slug: project.slug };
}

/** Moves the image to the end of the new type's list; the old type closes the gap. */
export async function changeImageType(db: Queryable, id: string, imageType: ImageType) {
  const { image, project } = await imageWithProject(db, id);
  if (image.imageType === imageType) return { id, slug: project.slug, orderIndex: image.orderIndex };
  const orderIndex = await countOfType(db, project.id, imageType);
  await db.update(projectImages).set({ imageType, orderIndex }).where(eq(projectImages.id, id));
  await renumber(db, await ordered(db, project.id, image.imageType));
  return { id, slug: project.slug, orderIndex };
}

/** Swaps places with the neighbour of the same type; at either end nothing changes. */
export async function moveImage(db: Queryable, id: string, direction: "left" | "right") {
  const { image, project } = await imageWithProject(db, id);
  const rows = await ordered(db, project.id, image.imageType);
  const at = rows.findIndex((r) => r.id === id);
  const other = direction === "left" ? at - 1 : at + 1;
  if (other < 0 || other >= rows.length) return { id, slug: project.slug, moved: false };
  const next = [...rows];
  [next[at], next[other]] = [next[other], next[at]];
  // Each row is compared with its old index, so exactly the swapped pair (plus any old gap) is written.
  await renumber(
    db,
    next.map((row) => ({ id: row.id, orderIndex: row.orderIndex })),
  );
  return { id, slug: project.slug, moved: true };
}

/**
 * Deletes the row; the cover is cleared when it was this image. Returns the URLs whose
 * stored files nothing else uses any more (remove them once committed).
 */
export async function deleteProjectImage(db: Queryable, id: string) {
  const { image, project } = await imageWithProject(db, id);
  await db.delete(projectImages).where(eq(projectImages.id, id));
  const wasCover = project.coverImage === image.imageUrl;
  if (wasCover) await db.update(projects).set({ coverImage: null }).where(eq(projects.id, project.id));
  await renumber(db, await ordered(db, project.id, image.imageType));
  const used = await urlsStillUsed(db, [image.imageUrl]);
  return { id, slug: project.slug, wasCover, fileUrls: used.has(image.imageUrl) ? [] : [image.imageUrl] };
}

/**
 * Sets (a stored image of this project: its gallery or an uploaded cover) or removes (null)
 * the cover. A replaced cover that was uploaded as one, and is used nowhere else, is returned
 * for removal.
 */
export async function setProjectCover(db: Queryable, projectId: string, url: string | null) {
  const project = await lockProject(db, projectId);
  if (url !== null && !(await isProjectImage(db, project.projectId, url))) throw new MediaRefusedError(t(mediaAdminMessages).imageNotOurs);
  await db.update(projects).set({ coverImage: url }).where(eq(projects.id, project.id));
  const previous = project.coverImage;
  let fileUrls: string[] = [];
  if (previous && previous !== url && keyFromMediaUrl(previous)?.startsWith(`${projectCoverFolder(project.projectId)}/`)) {
    const used = await urlsStillUsed(db, [previous]);
    if (!used.has(previous)) fileUrls = [previous];
  }
  return { id: project.projectId, slug: project.slug, coverImage: url, fileUrls };
}
