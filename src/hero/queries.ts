import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { heroImages } from "@/db/schema";
import type { ImageRef } from "@/media/image-ref";
import { imageRefResolver } from "@/media/queries";
import { cached, cacheTags } from "@/platform/cache";

/** One slide of the landing hero (null image: a built-in slide, drawn without a picture). */
export type HeroSlideDto = { id: string; title: string; subtitle: string | null; image: ImageRef | null };

/** The spec's three built-in slides, used while no hero image exists. */
export const BUILT_IN_SLIDES: HeroSlideDto[] = [
  {
    id: "builtin-1",
    title: "Construimos y reformamos tu hogar en Galicia",
    subtitle: "Más de 15 años de experiencia en obra nueva, reformas integrales y rehabilitación.",
    image: null,
  },
  { id: "builtin-2", title: "Reformas integrales llave en mano", subtitle: "Un solo interlocutor, plazos claros y presupuesto cerrado.", image: null },
  { id: "builtin-3", title: "Cocinas y baños a medida", subtitle: "Diseño, materiales de calidad y acabados que duran.", image: null },
];

/** Active hero images by order_index; the built-in slides when there are none. */
// No `media` tag: a stored image never changes under its URL, and the writes that change which
// images the hero shows invalidate `hero-images`.
export const listHeroSlides = cached("hero-slides", [cacheTags.hero], async (): Promise<HeroSlideDto[]> => {
  const db = await getDb();
  const rows = await db.select().from(heroImages).where(eq(heroImages.isActive, true)).orderBy(asc(heroImages.orderIndex), asc(heroImages.createdAt));
  if (rows.length === 0) return BUILT_IN_SLIDES;
  const resolve = await imageRefResolver(rows.map((r) => r.imageUrl));
  return rows.map((r) => ({ id: r.id, title: r.title, subtitle: r.subtitle, image: resolve(r.imageUrl) }));
});
