import { z } from "zod";
import { translationsSchema } from "@/i18n/content-schema";
import { SLUG_PATTERN } from "@/lib/slugify";
import { t } from "@/i18n/current";
import { categoryValidationMessages } from "./messages";

/** One schema for the form (client) and the actions (server); messages read in the person's language when a value is checked. */
export const categorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: () => t(categoryValidationMessages).nameRequired, abort: true })
    .max(120),
  // An empty slug reads "required", not also "pattern".
  slug: z
    .string()
    .trim()
    .min(1, { error: () => t(categoryValidationMessages).slugRequired, abort: true })
    .max(120)
    .regex(SLUG_PATTERN, { error: () => t(categoryValidationMessages).slugPattern }),
  // An empty description is stored as absent (null).
  description: z
    .string()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
  // Galician and English: the Spanish limits, never required; the slug follows the Spanish name only.
  translations: translationsSchema({ name: z.string().trim().max(120), description: z.string().trim().max(2000) }).optional(),
});

export type CategoryFormValues = z.input<typeof categorySchema>;
export type CategoryInput = z.output<typeof categorySchema>;

export const categoryIdSchema = z.object({ id: z.uuid() });
/** An update without `translations` (null or absent) keeps the stored ones; `{}` clears them. */
export const updateCategorySchema = categorySchema.extend({
  id: z.uuid(),
  translations: z.preprocess((v) => v ?? null, categorySchema.shape.translations.nullable()),
});

export type CategoryUpdate = Omit<z.output<typeof updateCategorySchema>, "id">;

/** Route params are checked before they reach the database (a malformed uuid is a 404). */
export const isCategoryId = (value: string) => z.uuid().safeParse(value).success;
