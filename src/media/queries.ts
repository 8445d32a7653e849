import "server-only";
import { getDb } from "@/db";
import { mediaAssets } from "@/db/schema";
import { cached, cacheTags } from "@/platform/cache";
import type { ImageRef } from "./image-ref";

/**
 * Every stored image's dimensions and variants, read once and kept until an upload or a
 * delete invalidates it: pages resolve any number of images without a query per image.
 */
const getMediaIndex = cached("media-index", [cacheTags.media], async (): Promise<Map<string, ImageRef>> => {
  const db = await getDb();
  const rows = await db
    .select({
      url: mediaAssets.url,
      width: mediaAssets.width,
      height: mediaAssets.height,
      blurDataUrl: mediaAssets.blurDataUrl,
      variants: mediaAssets.variants,
    })
    .from(mediaAssets);
  const index = new Map<string, ImageRef>();
  for (const row of rows) {
    const srcset = (format: "avif" | "webp") =>
      row.variants
        .filter((v) => v.format === format)
        .sort((a, b) => a.width - b.width)
        .map((v) => `${v.url} ${v.width}w`)
        .join(", ");
    index.set(row.url, {
      url: row.url,
      width: row.width,
      height: row.height,
      blurDataUrl: row.blurDataUrl,
      avifSrcSet: srcset("avif"),
      webpSrcSet: srcset("webp"),
    });
  }
  return index;
});

/** An image reference for a stored or external URL (external ones get no variants). */
export async function imageRefResolver(): Promise<(url: string | null | undefined) => ImageRef | null> {
  const index = await getMediaIndex();
  return (url) => {
    if (!url) return null;
    return index.get(url) ?? { url, width: null, height: null, blurDataUrl: null, avifSrcSet: "", webpSrcSet: "" };
  };
}
