import { TRANSLATED_LOCALES, type TranslatedLocale } from "@/i18n/content";
import {
  freshnessAfterConfirm,
  freshnessAfterWrite,
  readSources,
  staleFields,
  type FlatTexts,
  type FlatTranslations,
  type Freshness,
  type StoredRowTexts,
} from "@/i18n/freshness";
import type { StaleFields } from "@/i18n/freshness-status";
import type { Content } from "./content";
import { blockTextSlots } from "./localize";
import { blockDefinition } from "./registry";
import { isFilledText, readBlockTranslations, textAt, textKey } from "./translations";

/** The block columns freshness reads (src/i18n/freshness.ts). */
export type BlockTextColumns = { blockType: string; content?: Content | null; translations?: unknown; translationSources?: unknown };

/**
 * A block's texts, flattened by `textKey`: the ones its content shows now (each side of two
 * columns as the kind it shows; each gallery image by its URL), as the editor offers them.
 */
export function blockTexts(row: BlockTextColumns): StoredRowTexts {
  const spec = blockDefinition(row.blockType)?.texts;
  const spanish: FlatTexts = {};
  const translations: FlatTranslations = {};
  if (spec) {
    const slots = blockTextSlots(row.blockType, row.content ?? {});
    const stored = readBlockTranslations(spec, row.translations);
    for (const slot of slots) if (isFilledText(slot.kind, slot.spanish)) spanish[textKey(slot.path)] = slot.spanish.trim();
    for (const locale of TRANSLATED_LOCALES) {
      const texts: FlatTexts = {};
      for (const slot of slots) {
        const text = textAt(stored[locale], slot.path);
        if (isFilledText(slot.kind, text)) texts[textKey(slot.path)] = text.trim();
      }
      if (Object.keys(texts).length) translations[locale] = texts;
    }
  }
  return { spanish, translations, sources: readSources(row.translationSources) };
}

/** The freshness columns of a block write; `before` is null for a new block. */
export const blockFreshness = (before: BlockTextColumns | null, after: BlockTextColumns): Freshness =>
  freshnessAfterWrite(before && blockTexts(before), blockTexts(after));

export const confirmedBlockFreshness = (row: BlockTextColumns, locale: TranslatedLocale): Freshness => freshnessAfterConfirm(blockTexts(row), locale);

export const staleBlockFields = (row: BlockTextColumns): StaleFields => staleFields(blockTexts(row));
