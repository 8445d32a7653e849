import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { aboutGallery } from "@/db/schema";
import { ABOUT_TEXT_FIELDS, localizeTexts, readTranslations, type AboutTexts, type Translations } from "@/i18n/content";
import type { PublicLocale } from "@/i18n/locales";
import type { ImageRef } from "@/media/image-ref";
import { imageRefResolver } from "@/media/queries";
import { cached, cacheTags } from "@/platform/cache";

/** One picture of the landing About carousel, its alt text in the visitor's language. */
export type AboutImageDto = { id: string; alt: string; image: ImageRef };
/** A picture as cached: the Spanish alt text and its translations, for every language alike. */
export type AboutImageRecord = AboutImageDto & { translations: Translations<AboutTexts> };

// No `media` tag, as for the hero: the About writes invalidate `about-gallery`.
export const listActiveAboutImages = cached("about-images", [cacheTags.about], async (): Promise<AboutImageRecord[]> => {
  const db = await getDb();
  const rows = await db.select().from(aboutGallery).where(eq(aboutGallery.isActive, true)).orderBy(asc(aboutGallery.orderIndex), asc(aboutGallery.createdAt));
  const resolve = await imageRefResolver(rows.map((r) => r.imageUrl));
  return rows.map((r) => ({ id: r.id, alt: r.altText ?? "", image: resolve(r.imageUrl)!, translations: readTranslations(ABOUT_TEXT_FIELDS, r.translations) }));
});

/** The pictures with their alt text in `locale` (else the Spanish), without their translations: plain props for the carousel. */
export function localizeAboutImages(images: readonly AboutImageRecord[], locale: PublicLocale): AboutImageDto[] {
  return images.map(({ translations, ...image }) => ({ ...image, alt: localizeTexts({ altText: image.alt }, translations, locale).altText }));
}
