import "server-only";
import path from "node:path";
import { eq, like } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { mediaAssets } from "@/db/schema";
import { keyFromMediaUrl, mediaUrl, tempFolder, type Storage } from "@/platform/storage";
import { t } from "@/i18n/current";
import { mediaAdminMessages } from "./admin/messages";
import { MediaRefusedError } from "./service";

/**
 * Create mode (spec/admin.md §4) stores the project with its media in ONE transaction. Files
 * cannot take part in it, so they are copied out of the form's `projects/temp/{tempId}/` into
 * the project's folders first (every copy is recorded in `copied`, for `discardCopies` when the
 * transaction fails); the temporary files go only after commit (`removeTempFolder`). The
 * project side of it is `createProjectWithMedia` in projects/service.ts.
 */

export type AssociationOptions = { storage: Storage; copied: string[] };

const IMAGE_FOLDERS = ["gallery", "before", "after", "cover"];

/** Copies of one create form's temporary files; anything not in its temp folder is refused. */
export type TempCopier = {
  /** A temp image (and its variants, and its media_assets row) → the URL of its copy in `folder`. */
  copyImage(url: string, folder: string): Promise<string>;
  /** A temp uploaded video → the URL of its copy in `folder`. */
  copyVideo(url: string, folder: string): Promise<string>;
  /** The copied image URL of a temp image already copied, if any (an image picked as cover too is copied once). */
  copied(url: string): string | undefined;
  /** Drops the temp media_assets rows inside the transaction; their files go after commit. */
  forgetTempAssets(): Promise<void>;
};

export function tempCopier(db: Queryable, tempId: string | null | undefined, options: AssociationOptions): TempCopier {
  const { storage, copied } = options;
  const temp = tempId ? tempFolder(tempId) : null;

  /** A key of this form's temp folder, in one of `folders`; anything else is refused. */
  const tempKey = (url: string, folders: string[]): string => {
    const key = keyFromMediaUrl(url);
    const rest = temp && key?.startsWith(`${temp}/`) ? key.slice(temp.length + 1).split("/") : null;
    if (!key || !rest || rest.length !== 2 || !folders.includes(rest[0])) throw new MediaRefusedError(t(mediaAdminMessages).tempNotOurs);
    return key;
  };
  const copy = async (from: string, folder: string): Promise<string> => {
    const to = `${folder}/${path.posix.basename(from)}`;
    copied.push(to); // before copying: a half-done copy is discarded too
    await storage.copy(from, to);
    return to;
  };

  // Temp image URL → the project's copy.
  const moved = new Map<string, string>();
  const copyImage = async (url: string, folder: string): Promise<string> => {
    const done = moved.get(url);
    if (done) return done;
    const key = tempKey(url, IMAGE_FOLDERS);
    const [asset] = await db.select().from(mediaAssets).where(eq(mediaAssets.url, url));
    if (!asset || asset.storageKey !== key) throw new MediaRefusedError(t(mediaAdminMessages).tempNotOurs);
    const originalKey = await copy(asset.storageKey, folder);
    const variants = await Promise.all(
      asset.variants.map(async (variant) => {
        const variantKey = keyFromMediaUrl(variant.url);
        if (!variantKey?.startsWith(`${temp}/`)) throw new MediaRefusedError(t(mediaAdminMessages).tempNotOurs);
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

  return {
    copyImage,
    copyVideo: async (url, folder) => mediaUrl(await copy(tempKey(url, ["videos"]), folder)),
    copied: (url) => moved.get(url),
    forgetTempAssets: async () => {
      if (temp) await db.delete(mediaAssets).where(like(mediaAssets.storageKey, `${temp}/%`));
    },
  };
}

async function deleteKeys(storage: Storage, keys: readonly string[], what: string): Promise<void> {
  await Promise.all(keys.map((key) => storage.delete(key).catch((err) => console.warn(`[media] could not delete ${what} ${key}:`, err))));
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
