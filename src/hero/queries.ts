import "server-only";
import { asc, eq } from "drizzle-orm";
import { getDb } from "@/db";
import { heroImages } from "@/db/schema";
import { HERO_TEXT_FIELDS, localizeTexts, readTranslations, type HeroTexts, type Translations } from "@/i18n/content";
import type { PublicLocale } from "@/i18n/locales";
import type { ImageRef } from "@/media/image-ref";
import { imageRefResolver } from "@/media/queries";
import { cached, cacheTags } from "@/platform/cache";

/** One slide of the landing hero in the visitor's language (null image: a built-in slide, drawn without a picture). */
export type HeroSlideDto = { id: string; title: string; subtitle: string | null; image: ImageRef | null };
/** A slide as cached: its Spanish texts and their translations, for every language alike. */
export type HeroSlideRecord = HeroSlideDto & { translations: Translations<HeroTexts> };

/** The spec's three built-in slides, used while no hero image exists; in Galician and English too. */
export const BUILT_IN_SLIDES: HeroSlideRecord[] = [
  {
    id: "builtin-1",
    title: "Construimos y reformamos tu hogar en Galicia",
    subtitle: "Más de 15 años de experiencia en obra nueva, reformas integrales y rehabilitación.",
    image: null,
    translations: {
      gl: {
        title: "Construímos e reformamos o teu fogar en Galicia",
        subtitle: "Máis de 15 anos de experiencia en obra nova, reformas integrais e rehabilitación.",
      },
      en: { title: "We build and renovate your home in Galicia", subtitle: "Over 15 years of experience in new builds, full renovations and restoration." },
    },
  },
  {
    id: "builtin-2",
    title: "Reformas integrales llave en mano",
    subtitle: "Un solo interlocutor, plazos claros y presupuesto cerrado.",
    image: null,
    translations: {
      gl: { title: "Reformas integrais chave en man", subtitle: "Un só interlocutor, prazos claros e orzamento pechado." },
      en: { title: "Turnkey full renovations", subtitle: "One point of contact, clear deadlines and a fixed quote." },
    },
  },
  {
    id: "builtin-3",
    title: "Cocinas y baños a medida",
    subtitle: "Diseño, materiales de calidad y acabados que duran.",
    image: null,
    translations: {
      gl: { title: "Cociñas e baños á medida", subtitle: "Deseño, materiais de calidade e acabados que duran." },
      en: { title: "Made-to-measure kitchens and bathrooms", subtitle: "Design, quality materials and finishes that last." },
    },
  },
];

/** Active hero images by order_index; the built-in slides when there are none. */
// No `media` tag: a stored image never changes under its URL, and the writes that change which
// images the hero shows invalidate `hero-images`.
export const listHeroSlides = cached("hero-slides", [cacheTags.hero], async (): Promise<HeroSlideRecord[]> => {
  const db = await getDb();
  const rows = await db.select().from(heroImages).where(eq(heroImages.isActive, true)).orderBy(asc(heroImages.orderIndex), asc(heroImages.createdAt));
  if (rows.length === 0) return BUILT_IN_SLIDES;
  const resolve = await imageRefResolver(rows.map((r) => r.imageUrl));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    subtitle: r.subtitle,
    image: resolve(r.imageUrl),
    translations: readTranslations(HERO_TEXT_FIELDS, r.translations),
  }));
});

/**
 * The slides in `locale`: each filled translation, else the Spanish. Plain slides,
 * without their translations: only the strings shown reach the slideshow's client code.
 */
export function localizeHeroSlides(slides: readonly HeroSlideRecord[], locale: PublicLocale): HeroSlideDto[] {
  return slides.map(({ translations, ...slide }) => {
    const texts = localizeTexts<Partial<HeroTexts>>({ title: slide.title, subtitle: slide.subtitle ?? undefined }, translations, locale);
    return { ...slide, title: texts.title ?? slide.title, subtitle: texts.subtitle ?? null };
  });
}
