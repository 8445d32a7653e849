import "server-only";
import { asc, eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { mediaAssets, projectImages, type ImageType } from "@/db/schema";

/** An image as the media tab shows it. */
export type AdminProjectImage = { id: string; url: string; type: ImageType; caption: string | null; orderIndex: number; thumb?: string | null };

/** The smallest WebP variant: thumbnails in the admin need no 4000 px original. */
function thumbnail(variants: { format: string; width: number; url: string; crop?: string }[] | null): string | null {
  const webp = (variants ?? []).filter((v) => v.format === "webp" && !v.crop).sort((a, b) => a.width - b.width);
  return webp[0]?.url ?? null;
}

/** A project's images with their thumbnails, in the media tab's order (the caller checks the admin role). */
export async function readProjectImages(db: Queryable, projectId: string): Promise<AdminProjectImage[]> {
  const rows = await db
    .select({
      id: projectImages.id,
      url: projectImages.imageUrl,
      type: projectImages.imageType,
      caption: projectImages.caption,
      orderIndex: projectImages.orderIndex,
      variants: mediaAssets.variants,
    })
    .from(projectImages)
    .leftJoin(mediaAssets, eq(mediaAssets.url, projectImages.imageUrl))
    .where(eq(projectImages.projectId, projectId))
    .orderBy(asc(projectImages.imageType), asc(projectImages.orderIndex), asc(projectImages.createdAt));
  return rows.map(({ variants, ...image }) => ({ ...image, thumb: thumbnail(variants) }));
}

/** The cover's thumbnail (null without a cover). */
export async function readCoverThumb(db: Queryable, cover: string | null): Promise<string | null> {
  if (!cover) return null;
  const [asset] = await db.select({ variants: mediaAssets.variants }).from(mediaAssets).where(eq(mediaAssets.url, cover));
  return thumbnail(asset?.variants ?? null);
}
