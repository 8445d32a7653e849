import { z } from "zod";
import { translationsSchema } from "@/i18n/content-schema";
import { imageUrlSchema } from "@/media/image-url";
import { t } from "@/i18n/current";
import { heroValidationMessages } from "./messages";

// Messages are read when a value is checked, in the person's language.
const m = {
  orderInvalid: { error: () => t(heroValidationMessages).orderInvalid },
  orderMin: { error: () => t(heroValidationMessages).orderMin },
  imageRequired: () => t(heroValidationMessages).imageRequired,
  imageInvalid: () => t(heroValidationMessages).imageInvalid,
  titleRequired: { error: () => t(heroValidationMessages).titleRequired },
};

/** Hero order_index starts at 1 (spec §9); no upper bound is checked when moving down (§4). */
export const HERO_MIN_ORDER = 1;

const orderSchema = z.number(m.orderInvalid).int(m.orderInvalid).min(HERO_MIN_ORDER, m.orderMin).max(1_000_000, m.orderInvalid);

/** One schema for the inline form (client) and the actions (server). */
export const heroImageSchema = z.object({
  imageUrl: imageUrlSchema({ required: m.imageRequired, invalid: m.imageInvalid }),
  title: z.string().trim().min(1, m.titleRequired).max(200),
  // An empty subtitle is stored as absent.
  subtitle: z
    .string()
    .max(500)
    .nullable()
    .optional()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
  orderIndex: orderSchema,
  isActive: z.boolean(),
  // Galician and English: the Spanish limits, never required.
  translations: translationsSchema({ title: z.string().trim().max(200), subtitle: z.string().trim().max(500) }).optional(),
});

export type HeroImageFormValues = z.input<typeof heroImageSchema>;
export type HeroImageInput = z.output<typeof heroImageSchema>;

/** The creation form's defaults, and what it resets to after a successful save (§4). */
export const emptyHeroImageForm: HeroImageFormValues = {
  imageUrl: "",
  title: "",
  subtitle: "",
  orderIndex: HERO_MIN_ORDER,
  isActive: true,
  translations: { gl: { title: "", subtitle: "" }, en: { title: "", subtitle: "" } },
};

export const heroImageIdSchema = z.object({ id: z.uuid() });
/** An update without `translations` (null or absent) keeps the stored ones; `{}` clears them. */
export const updateHeroImageSchema = heroImageSchema.extend({
  id: z.uuid(),
  translations: z.preprocess((v) => v ?? null, heroImageSchema.shape.translations.nullable()),
});
export type HeroImageUpdate = Omit<z.output<typeof updateHeroImageSchema>, "id">;
export const setHeroActiveSchema = z.object({ id: z.uuid(), isActive: z.boolean() });
export const moveHeroImageSchema = z.object({ id: z.uuid(), direction: z.enum(["up", "down"]) });
