import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { heroImages } from "@/db/schema";

export type HeroSlide = { id: string; imageUrl: string; title: string; subtitle: string | null };

export async function listActiveHeroSlides(): Promise<HeroSlide[]> {
  const db = await getDb();
  return db
    .select({ id: heroImages.id, imageUrl: heroImages.imageUrl, title: heroImages.title, subtitle: heroImages.subtitle })
    .from(heroImages)
    .where(eq(heroImages.isActive, true))
    .orderBy(asc(heroImages.orderIndex));
}
