import "server-only";
import { adminRead } from "@/admin/action";
import { HERO_TEXT_FIELDS, readTranslations, type HeroTexts, type Translations } from "@/i18n/content";
import type { StaleFields } from "@/i18n/freshness-status";
import type { ImageRef } from "@/media/image-ref";
import { imageRefResolver } from "@/media/queries";
import { staleHeroFields } from "./freshness";
import { listHeroImages } from "./service";

/** One hero image as the admin screen shows it: the row plus its responsive preview. */
export type AdminHeroImage = {
  id: string;
  imageUrl: string;
  title: string;
  subtitle: string | null;
  orderIndex: number;
  isActive: boolean;
  image: ImageRef;
  /** Its title and subtitle in Galician and English. */
  translations: Translations<HeroTexts>;
  /** Per language, the texts whose Spanish changed since they were translated. */
  stale: StaleFields;
};

/** Every hero image, inactive ones included, in the public hero's order. */
export function listHeroImagesForAdmin(): Promise<AdminHeroImage[]> {
  return adminRead("content", async (db) => {
    const rows = await listHeroImages(db);
    const resolve = await imageRefResolver(
      rows.map((r) => r.imageUrl),
      db,
    );
    return rows.map((r) => ({
      id: r.id,
      imageUrl: r.imageUrl,
      title: r.title,
      subtitle: r.subtitle,
      orderIndex: r.orderIndex,
      isActive: r.isActive,
      image: resolve(r.imageUrl)!,
      translations: readTranslations(HERO_TEXT_FIELDS, r.translations),
      stale: staleHeroFields(r),
    }));
  });
}
