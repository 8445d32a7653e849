import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import { languageProgress, noStaleFields, type FieldInForm, type LanguageProgress, type StaleFields } from "@/i18n/freshness-status";
import { isEmptyHtml, type Content } from "./content";
import { blockTextSlots } from "./localize";
import { textAt, textKey, type BlockTranslations, type TextKind, type TextSlot } from "./translations";

/*
 * A block's translation status in the editor (pure): what its language switch and its line in
 * the list show. The stored side is the block as the server last answered, with the texts it
 * said need review (src/blocks/freshness.ts).
 */

/** A stored block's texts: its content, translations and, per language, the texts to review (by `textKey`). */
export type StoredBlockTexts = { content: Content; translations: BlockTranslations; stale?: StaleFields };

/** Rich text the editor left empty (`<p></p>`) is no text. */
const visible = (kind: TextKind, text: string) => (kind === "html" && isEmptyHtml(text) ? "" : text);

/** One text of a block in one language, as edited (`content`, `texts`) and as stored. */
export function slotInForm(type: string, slot: TextSlot, locale: TranslatedLocale, texts: BlockTranslations, stored: StoredBlockTexts): FieldInForm {
  const key = textKey(slot.path);
  const storedSlot = blockTextSlots(type, stored.content).find((s) => textKey(s.path) === key);
  return {
    spanish: visible(slot.kind, slot.spanish),
    storedSpanish: visible(slot.kind, storedSlot?.spanish ?? ""),
    translation: visible(slot.kind, textAt(texts[locale], slot.path)),
    storedTranslation: visible(slot.kind, textAt(stored.translations[locale], slot.path)),
    storedStale: (stored.stale ?? noStaleFields())[locale].includes(key),
  };
}

/** Per translated language, the block's progress (filled, missing, to review) as `content` and `texts` stand. */
export function blockProgress(type: string, content: Content, texts: BlockTranslations, stored: StoredBlockTexts): Record<TranslatedLocale, LanguageProgress> {
  const slots = blockTextSlots(type, content);
  return Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => [locale, languageProgress(slots.map((slot) => slotInForm(type, slot, locale, texts, stored)))]),
  ) as Record<TranslatedLocale, LanguageProgress>;
}
