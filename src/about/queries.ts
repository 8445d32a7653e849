import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { aboutGallery } from "@/db/schema";
import type { ImageRef } from "@/media/image-ref";
import { imageRefResolver } from "@/media/queries";
import { cached, cacheTags } from "@/platform/cache";

/** One picture of the landing About carousel. */
export type AboutImageDto = { id: string; alt: string; image: ImageRef };

// No `media` tag, as for the hero: the About writes invalidate `about-gallery`.
export const listActiveAboutImages = cached("about-images", [cacheTags.about], async (): Promise<AboutImageDto[]> => {
  const db = await getDb();
  const rows = await db.select().from(aboutGallery).where(eq(aboutGallery.isActive, true)).orderBy(asc(aboutGallery.orderIndex), asc(aboutGallery.createdAt));
  const resolve = await imageRefResolver(rows.map((r) => r.imageUrl));
  return rows.map((r) => ({ id: r.id, alt: r.altText ?? "", image: resolve(r.imageUrl)! }));
});
