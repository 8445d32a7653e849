import { z } from "zod";
import { translationsSchema } from "@/i18n/content-schema";
import { imageUrlSchema } from "@/media/image-url";
import { t } from "@/i18n/current";
import { aboutValidationMessages } from "./messages";

// Messages are read when a value is checked, in the person's language.
const m = {
  orderInvalid: { error: () => t(aboutValidationMessages).orderInvalid },
  orderMin: { error: () => t(aboutValidationMessages).orderMin },
  imageRequired: () => t(aboutValidationMessages).imageRequired,
  imageInvalid: () => t(aboutValidationMessages).imageInvalid,
};

/** About gallery order starts at 1 (spec §9). */
export const ABOUT_MIN_ORDER = 1;

const orderSchema = z.number(m.orderInvalid).int(m.orderInvalid).min(ABOUT_MIN_ORDER, m.orderMin).max(1_000_000, m.orderInvalid);
// Alt text may be emptied (a decorative picture); it is stored as typed, trimmed.
const altSchema = z.string().trim().max(300);

/** A finished upload becomes a gallery image; its order is chosen by the server (max + 1). */
export const addAboutImageSchema = z.object({
  imageUrl: imageUrlSchema({ required: m.imageRequired, invalid: m.imageInvalid }),
  altText: altSchema,
});

/** The alt text in Galician and English: the Spanish limit, never required. */
export const aboutTranslationsSchema = translationsSchema({ altText: altSchema });

/**
 * Row edits: alt text, its translations, order and active, each optional (spec §7 "update by
 * id"). Translations absent (or null) stay as stored; sent, they replace every language's.
 */
export const updateAboutImageSchema = z
  .object({
    id: z.uuid(),
    altText: altSchema.optional(),
    orderIndex: orderSchema.optional(),
    isActive: z.boolean().optional(),
    translations: z.preprocess((v) => v ?? null, aboutTranslationsSchema.nullable()),
  })
  .refine((v) => v.altText !== undefined || v.orderIndex !== undefined || v.isActive !== undefined || v.translations !== null, {
    error: () => t(aboutValidationMessages).nothingToUpdate,
  });

/** The whole gallery in its new order: renumbered from 1 by the server, in one transaction. */
export const reorderAboutImagesSchema = z.object({
  ids: z
    .array(z.uuid())
    .min(1)
    .max(1000)
    .refine((ids) => new Set(ids).size === ids.length, { error: () => t(aboutValidationMessages).repeatedImages }),
});

export const aboutImageIdSchema = z.object({ id: z.uuid() });

export type AddAboutImageInput = z.output<typeof addAboutImageSchema>;
type ParsedUpdate = z.output<typeof updateAboutImageSchema>;
/** A row edit; without `translations` the stored ones stay. */
export type UpdateAboutImageInput = Omit<ParsedUpdate, "translations"> & { translations?: ParsedUpdate["translations"] };
