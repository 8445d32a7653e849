import type { Content } from "../../content";
import type { BlockDefinition } from "../definition";
import { defaults, isEmptySide, readTwoColumns, schema } from "./model";

const isObject = (value: unknown): value is Content => !!value && typeof value === "object" && !Array.isArray(value);

/** Two sides, each rich text or an image with a caption (spec §3 two_columns). */
export const twoColumnsBlock: BlockDefinition = {
  schema,
  defaults,
  sanitize: (content, cleanHtml) => {
    // Each side's `text` is HTML (whichever kind the side shows now).
    const side = (value: unknown) => (isObject(value) && typeof value.text === "string" ? { ...value, text: cleanHtml(value.text) } : value);
    return { ...content, leftContent: side(content.leftContent), rightContent: side(content.rightContent) };
  },
  imageUrls: (content) => [content.leftContent, content.rightContent].map((side) => (side as Content | undefined)?.imageUrl),
  isEmpty: (content) => {
    const t = readTwoColumns(content);
    return isEmptySide(t.left) && isEmptySide(t.right);
  },
};
