import "server-only";
import { sanitizeRichText } from "@/lib/sanitize";
import type { Content } from "./content";
import { blockDefinition } from "./registry";

/**
 * Block content as stored and as read back for display: each type's HTML fields (text, and each
 * side of two columns) go through the rich-text sanitiser. Every other field is plain text that
 * React escapes, and URLs are checked by safeUrl() when read (each type's model.ts).
 */
export function sanitizeBlockContent(blockType: string, content: Content): Content {
  return blockDefinition(blockType)?.sanitize?.(content, sanitizeRichText) ?? content;
}
