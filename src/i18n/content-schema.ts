import { z } from "zod";
import { compactTranslations, TRANSLATED_LOCALES, type Translations } from "./content";

/**
 * The `translations` of a content form's input: per language, the same fields as
 * the Spanish with every one optional and blank allowed (blank = not translated). Stored
 * compacted: blank fields and empty languages are dropped, so they show the Spanish again.
 * Required as it is: an action whose clients may edit the Spanish only makes it `.optional()`
 * and keeps the stored translations when it is absent.
 */
export function translationsSchema<S extends z.ZodRawShape>(shape: S) {
  const texts = z.object(shape).partial();
  return z.object({ gl: texts.optional(), en: texts.optional() }).transform((value) => compactTranslations(value as Translations<z.infer<typeof texts>>));
}

/** A translated language posted by a form (the "Confirmar" of a translation). */
export const translatedLocaleSchema = z.enum(TRANSLATED_LOCALES);
