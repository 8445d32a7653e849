import "server-only";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { eq, like } from "drizzle-orm";
import { insertBlocks } from "@/blocks/service";
import { mediaAssets, projectImages, projects, projectVideos, type ImageType } from "@/db/schema";
import type { Queryable } from "@/db/client";
import { createProject } from "@/projects/service";
import type { CreateProjectInput } from "@/projects/validation";
import {
  keyFromMediaUrl,
  mediaUrl,
  projectCoverFolder,
  projectImageFolder,
  projectVideoFolder,
  tempFolder,
  type Storage,
} from "@/platform/storage";
import { storedVideoUrl } from "@/videos/service";
import { MediaRefusedError } from "./project-images/service";

/**
 * Create mode (spec/admin.md §4): the project row, its temporary images, videos and cover,
 * and its draft blocks are stored in ONE transaction. Files cannot take part in it, so they
 * are copied out of `projects/temp/{tempId}/` into the project's folders first (every copy
 * is recorded in `copied`, for `discardCopies` when the transaction fails); the temporary
 * files go only after commit (`removeTempFolder`).
 */

export const associationMessages = {
  notOurs: "La mídia temporal no pertenece a este formulario",
} as const;

export type AssociationOptions = { storage: Storage; copied: string[] };
export type CreatedWithMedia = { id: string; slug: string; title: string; tempId: string | null; images: number; videos: number; blocks: number };

const IMAGE_FOLDERS = ["gallery", "before", "after", "cover"];

export async function createProjectWithMedia(db: Queryable, input: CreateProjectInput, options: AssociationOptions): Promise<CreatedWithMedia> {
  const { tempId, media, blocks, ...data } = input;
  const id = randomUUID();
  const project = await createProject(db, data, id);
  const { storage, copied } = options;
  const temp = tempId ? tempFolder(tempId) : null;

  /** A key of this form's temp folder, in one of `folders`; anything else is refused. */
  const tempKey = (url: string, folders: string[]): string => {
    const key = keyFromMediaUrl(url);
    const rest = temp && key?.startsWith(`${temp}/`) ? key.slice(temp.length + 1).split("/") : null;
    if (!key || !rest || rest.length !== 2 || !folders.includes(rest[0])) throw new MediaRefusedError(associationMessages.notOurs);
    return key;
  };
  const copy = async (from: string, folder: string): Promise<string> => {
    const to = `${folder}/${path.posix.basename(from)}`;
    copied.push(to); // before copying: a half-done copy is discarded too
    await storage.copy(from, to);
    return to;
  };

  // Temp image URL → the project's copy (an image picked as cover as well is copied once).
  const moved = new Map<string, string>();
  const copyImage = async (url: string, folder: string): Promise<string> => {
    const done = moved.get(url);
    if (done) return done;
    const key = tempKey(url, IMAGE_FOLDERS);
    const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.url, url));
    if (!asset || asset.storageKey !== key) throw new MediaRefusedError(associationMessages.notOurs);
    const originalKey = await copy(asset.storageKey, folder);
    const variants = await Promise.all(
      asset.variants.map(async (variant) => {
        const variantKey = keyFromMediaUrl(variant.url);
        if (!variantKey?.startsWith(`${temp}/`)) throw new MediaRefusedError(associationMessages.notOurs);
        return { ...variant, url: storage.urlFor(await copy(variantKey, folder)) };
      }),
    );
    const newUrl = mediaUrl(originalKey);
    await db.insert(mediaAssets).values({
      url: newUrl,
      storageKey: originalKey,
      mime: asset.mime,
      bytes: asset.bytes,
      width: asset.width,
      height: asset.height,
      blurDataUrl: asset.blurDataUrl,
      variants,
    });
    moved.set(url, newUrl);
    return newUrl;
  };

  const nextIndex: Record<ImageType, number> = { gallery: 0, before: 0, after: 0 };
  const imageRows = [];
  for (const image of media.images) {
    const url = await copyImage(image.url, projectImageFolder(id, image.type));
    imageRows.push({ projectId: id, imageUrl: url, imageType: image.type, caption: image.caption, orderIndex: nextIndex[image.type]++ });
  }
  if (imageRows.length) await db.insert(projectImages).values(imageRows);

  const videoRows = [];
  for (const [orderIndex, video] of media.videos.entries()) {
    let videoUrl: string;
    if (video.videoType === "upload") {
      videoUrl = mediaUrl(await copy(tempKey(video.url, ["videos"]), projectVideoFolder(id)));
    } else {
      videoUrl = storedVideoUrl(video, projectVideoFolder(id));
    }
    videoRows.push({ projectId: id, videoUrl, videoType: video.videoType, title: video.title, description: video.description, muted: video.muted, orderIndex });
  }
  if (videoRows.length) await db.insert(projectVideos).values(videoRows);

  if (media.cover) {
    const cover = moved.get(media.cover) ?? (await copyImage(media.cover, projectCoverFolder(id)));
    await db.update(projects).set({ coverImage: cover }).where(eq(projects.id, id));
  }

  const inserted = await insertBlocks(db, id, blocks);
  // The temp rows go with the transaction; their files once it has committed.
  if (temp) await db.delete(mediaAssets).where(like(mediaAssets.storageKey, `${temp}/%`));
  return { ...project, tempId: tempId ?? null, images: imageRows.length, videos: videoRows.length, blocks: inserted.length };
}

async function deleteKeys(storage: Storage, keys: readonly string[], what: string): Promise<void> {
  await Promise.all(
    keys.map((key) =>
      storage.delete(key).catch((err) => console.warn(`[media] could not delete ${what} ${key}:`, err)),
    ),
  );
}

/** After a failed create: the copies made for it go (failures are only logged). */
export async function discardCopies(storage: Storage, copied: readonly string[]): Promise<void> {
  await deleteKeys(storage, copied, "copied file");
}

/** After a successful create: everything left under the form's temp folder, and its media_assets rows. */
export async function removeTempFolder(db: Queryable, storage: Storage, tempId: string): Promise<void> {
  const folder = tempFolder(tempId);
  await db.delete(mediaAssets).where(like(mediaAssets.storageKey, `${folder}/%`));
  const objects = await storage.list(`${folder}/`);
  await deleteKeys(
    storage,
    objects.map((o) => o.key),
    "temporary file",
  );
}
