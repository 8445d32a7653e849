import "server-only";
import { sanitizeRichText } from "@/lib/sanitize";
import type { Content } from "./content";
import { blockDefinition } from "./registry";
import { readBlockTranslations, type BlockTranslations } from "./translations";

/**
 * Block content as stored and as read back for display: each type's HTML fields (text, and each
 * side of two columns) go through the rich-text sanitiser. Every other field is plain text that
 * React escapes, and URLs are checked by safeUrl() when read (each type's model.ts).
 */
export function sanitizeBlockContent(blockType: string, content: Content): Content {
  return blockDefinition(blockType)?.sanitize?.(content, sanitizeRichText) ?? content;
}

/**
 * A block's `translations` as stored and as read back: only its type's text fields,
 * strings only, blanks and empty languages dropped, HTML through the same sanitiser as the
 * content's. An unknown type keeps no translations.
 */
export function sanitizeBlockTranslations(blockType: string, stored: unknown): BlockTranslations {
  const spec = blockDefinition(blockType)?.texts;
  return spec ? readBlockTranslations(spec, stored, sanitizeRichText) : {};
}
