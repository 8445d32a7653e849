import "server-only";
import { inArray } from "drizzle-orm";
import { getDb } from "@/db";
import type { Db } from "@/db/client";
import { mediaAssets } from "@/db/schema";
import { cached, cacheTags } from "@/platform/cache";
import { bareImageRef, type ImageRef } from "./image-ref";

export type ImageResolver = (url: string | null | undefined) => ImageRef | null;

type AssetRow = Pick<typeof mediaAssets.$inferSelect, "url" | "width" | "height" | "blurDataUrl" | "variants">;

// Far below PostgreSQL's bind-parameter limit; a page asks for a few dozen at most.
const LOOKUP_CHUNK = 500;

export function toImageRef(row: AssetRow): ImageRef {
  // Rows stored before portrait crops existed have no `crop`: they are the full image.
  const srcset = (format: "avif" | "webp", crop: "portrait" | undefined) =>
    row.variants
      .filter((v) => v.format === format && v.crop === crop)
      .sort((a, b) => a.width - b.width)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  return {
    url: row.url,
    width: row.width,
    height: row.height,
    blurDataUrl: row.blurDataUrl,
    avifSrcSet: srcset("avif", undefined),
    webpSrcSet: srcset("webp", undefined),
    portraitAvifSrcSet: srcset("avif", "portrait"),
    portraitWebpSrcSet: srcset("webp", "portrait"),
  };
}

/** The media rows of exactly these URLs, by primary key. */
async function readImageRefs(urls: readonly string[], db?: Db): Promise<Map<string, ImageRef>> {
  const found = new Map<string, ImageRef>();
  if (urls.length === 0) return found;
  const database = db ?? (await getDb());
  for (let i = 0; i < urls.length; i += LOOKUP_CHUNK) {
    const rows = await database
      .select({
        url: mediaAssets.url,
        width: mediaAssets.width,
        height: mediaAssets.height,
        blurDataUrl: mediaAssets.blurDataUrl,
        variants: mediaAssets.variants,
      })
      .from(mediaAssets)
      .where(inArray(mediaAssets.url, urls.slice(i, i + LOOKUP_CHUNK)));
    for (const row of rows) found.set(row.url, toImageRef(row));
  }
  return found;
}

/**
 * Resolves the images a page shows: one query for exactly the URLs given (empty and repeated
 * ones dropped), never the whole media table. The resolver answers for those URLs; any other
 * URL, or one without a stored row (an external image), comes back without variants.
 *
 * Not cached itself: its callers are the cached public reads (cards, project page, hero,
 * About), which keep the resolved references inside their own entries. A stored image's row
 * never changes after its upload (a new file gets a new URL), so those entries only go stale
 * when their own rows change, and those writes invalidate the readers' own tags.
 */
export async function imageRefResolver(urls: Iterable<string | null | undefined>, db?: Db): Promise<ImageResolver> {
  const wanted = [...new Set([...urls].filter((u): u is string => typeof u === "string" && u.length > 0))];
  const found = await readImageRefs(wanted, db);
  return (url) => (url ? (found.get(url) ?? bareImageRef(url)) : null);
}

/**
 * One stored image, kept in the read cache per URL under the `media` tag, which only the
 * writes that delete files invalidate. For an image every page shows, such as the logo.
 * An unknown URL reads as null, which the cache never keeps, so an upload has nothing to drop.
 */
const getStoredImageRef = cached(
  "image-ref",
  [cacheTags.media],
  async (url: string): Promise<ImageRef | null> => (await readImageRefs([url])).get(url) ?? null,
);

/** A cached reference for one image URL; external or unknown URLs come back without variants. */
export async function getImageRef(url: string | null | undefined): Promise<ImageRef | null> {
  if (!url) return null;
  return (await getStoredImageRef(url)) ?? bareImageRef(url);
}
