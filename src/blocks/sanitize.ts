import { sanitizeRichText } from "@/lib/sanitize";

type Obj = Record<string, unknown>;

/** Sanitises an HTML field when present (only strings are touched). */
function cleanHtmlField(content: Obj, field: string): Obj {
  const value = content[field];
  return typeof value === "string" ? { ...content, [field]: sanitizeRichText(value) } : content;
}

/**
 * Block content as stored: the HTML fields (text, and each text side of two columns) go
 * through the rich-text sanitiser. Every other field is plain text that React escapes, and
 * URLs are checked by safeUrl() when read (./content.ts).
 */
export function sanitizeBlockContent(blockType: string, content: Obj): Obj {
  if (blockType === "text") return cleanHtmlField(content, "text");
  if (blockType === "two_columns") {
    const side = (value: unknown) => (value && typeof value === "object" && !Array.isArray(value) ? cleanHtmlField(value as Obj, "text") : value);
    return { ...content, leftContent: side(content.leftContent), rightContent: side(content.rightContent) };
  }
  return content;
}
