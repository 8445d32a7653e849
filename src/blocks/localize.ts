import type { PublicLocale } from "@/i18n/locales";
import type { Content } from "./content";
import { blockDefinition } from "./registry";
import { localizeBlockTexts, readBlockTranslations, textSlots, type TextSlot } from "./translations";

/**
 * A block's text in the visitor's language: each translated text that is filled,
 * the Spanish for the rest; images, URLs and layout are the Spanish block's. Pure, so the public
 * renderer (on the server) and the admin's previews use it alike. `translations` is read
 * defensively, so a row's raw jsonb may be passed.
 */
export function localizeBlockContent(type: string, content: Content, translations: unknown, locale: PublicLocale): Content {
  const spec = blockDefinition(type)?.texts;
  if (!spec || locale === "es") return content;
  return localizeBlockTexts(spec, content, readBlockTranslations(spec, translations), locale);
}

/** The texts a block offers for translation as its content stands (its shown kind only, e.g. each side of two columns). */
export function blockTextSlots(type: string, content: Content): TextSlot[] {
  const definition = blockDefinition(type);
  if (!definition) return [];
  return textSlots(definition.shownTexts?.(content) ?? definition.texts, content);
}
