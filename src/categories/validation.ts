import { z } from "zod";
import { SLUG_PATTERN } from "@/lib/slugify";
import { categoryMessages as m } from "./messages";

/** One schema for the form (client) and the actions (server); spec §5 messages verbatim. */
export const categorySchema = z.object({
  name: z.string().trim().min(1, { error: m.nameRequired, abort: true }).max(120),
  // An empty slug reads "required", not also "pattern".
  slug: z.string().trim().min(1, { error: m.slugRequired, abort: true }).max(120).regex(SLUG_PATTERN, m.slugPattern),
  // An empty description is stored as absent (null).
  description: z
    .string()
    .max(2000)
    .optional()
    .nullable()
    .transform((v) => (v && v.trim() ? v.trim() : null)),
});

export type CategoryFormValues = z.input<typeof categorySchema>;
export type CategoryInput = z.output<typeof categorySchema>;

export const categoryIdSchema = z.object({ id: z.uuid() });
export const updateCategorySchema = categorySchema.extend({ id: z.uuid() });

/** Route params are checked before they reach the database (a malformed uuid is a 404). */
export const isCategoryId = (value: string) => z.uuid().safeParse(value).success;
