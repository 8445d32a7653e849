import "server-only";
import { adminRead } from "@/admin/action";
import { ABOUT_TEXT_FIELDS, readTranslations, type AboutTexts, type Translations } from "@/i18n/content";
import type { StaleFields } from "@/i18n/freshness-status";
import type { ImageRef } from "@/media/image-ref";
import { imageRefResolver } from "@/media/queries";
import { staleAboutFields } from "./freshness";
import { listAboutImages } from "./service";

/** One About gallery image as the admin screen shows it: the row plus its responsive image. */
export type AdminAboutImage = {
  id: string;
  imageUrl: string;
  altText: string;
  orderIndex: number;
  isActive: boolean;
  image: ImageRef;
  /** Its alt text in Galician and English. */
  translations: Translations<AboutTexts>;
  /** Per language, whether its alt text's Spanish changed since it was translated. */
  stale: StaleFields;
};

/** Every About image, inactive ones included, in the public carousel's order. */
export function listAboutImagesForAdmin(): Promise<AdminAboutImage[]> {
  return adminRead("content", async (db) => {
    const rows = await listAboutImages(db);
    const resolve = await imageRefResolver(
      rows.map((r) => r.imageUrl),
      db,
    );
    return rows.map((r) => ({
      id: r.id,
      imageUrl: r.imageUrl,
      altText: r.altText ?? "",
      orderIndex: r.orderIndex,
      isActive: r.isActive,
      image: resolve(r.imageUrl)!,
      translations: readTranslations(ABOUT_TEXT_FIELDS, r.translations),
      stale: staleAboutFields(r),
    }));
  });
}
