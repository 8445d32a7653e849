import type { BlockType } from "./registry";
import type { Content } from "./content";

/**
 * The add-a-block form that works without JavaScript (src/blocks/components/new-block-form.client.tsx):
 * the names of its fields per type, and the block content a post of them makes. Pure, so the
 * form and its server action agree on both. The rich-text editor needs a script, so a text is
 * typed plain: paragraphs separated by a blank line. Gallery images are one URL per line.
 */
export const BLOCK_FORM_FIELDS: Record<BlockType, readonly string[]> = {
  text: ["text"],
  image: ["url", "caption", "alt"],
  gallery: ["images", "columns", "spacing"],
  video: ["url", "type", "title", "description"],
  quote: ["quote", "author", "role"],
  two_columns: ["leftType", "leftText", "leftImageUrl", "leftImageCaption", "rightType", "rightText", "rightImageUrl", "rightImageCaption"],
};

export type BlockFormValues = Record<string, string>;

const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Plain text as the rich text the editor would have made: a paragraph per blank-line-separated run, line breaks kept. */
export function plainTextToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

const lines = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** The content the form's fields make; checked afterwards like any new block (checkNewBlockContent). */
export function contentFromForm(type: BlockType, values: BlockFormValues): Content {
  const v = (name: string) => values[name] ?? "";
  switch (type) {
    case "text":
      return { text: plainTextToHtml(v("text")) };
    case "image":
      return { url: v("url"), caption: v("caption"), alt: v("alt") };
    case "gallery":
      return { images: lines(v("images")).map((url) => ({ url, alt: "", caption: "" })), columns: v("columns") || "3", spacing: v("spacing") || "medium" };
    case "video":
      return { url: v("url"), type: v("type") || "youtube", title: v("title"), description: v("description") };
    case "quote":
      return { quote: v("quote"), author: v("author"), role: v("role") };
    case "two_columns": {
      const side = (prefix: "left" | "right") =>
        v(`${prefix}Type`) === "image"
          ? { text: "", imageUrl: v(`${prefix}ImageUrl`), imageCaption: v(`${prefix}ImageCaption`) }
          : { text: plainTextToHtml(v(`${prefix}Text`)) };
      return {
        leftType: v("leftType") === "image" ? "image" : "text",
        rightType: v("rightType") === "image" ? "image" : "text",
        leftContent: side("left"),
        rightContent: side("right"),
      };
    }
  }
}

/** The form field a content rule's error belongs under (its key is a path in the content); null: above the form. */
export function formFieldOfError(type: BlockType, key: string): string | null {
  if (type === "gallery" && /^images(\.|$)/.test(key)) return "images";
  if (type === "two_columns") {
    const side = key.match(/^(left|right)Content\.imageUrl$/);
    if (side) return `${side[1]}ImageUrl`;
  }
  return BLOCK_FORM_FIELDS[type].includes(key) ? key : null;
}
