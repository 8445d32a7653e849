import type { Content } from "../../content";
import type { TextKind } from "../../translations";
import type { BlockDefinition } from "../definition";
import { defaults, isEmptySide, readTwoColumns, schema } from "./model";

const sideTexts = (type: unknown): Record<string, TextKind> => (type === "image" ? { imageCaption: "text" } : { text: "html" });

const isObject = (value: unknown): value is Content => !!value && typeof value === "object" && !Array.isArray(value);

/** Two sides, each rich text or an image with a caption (spec §3 two_columns). */
export const twoColumnsBlock: BlockDefinition = {
  schema,
  defaults,
  texts: { leftContent: { fields: { text: "html", imageCaption: "text" } }, rightContent: { fields: { text: "html", imageCaption: "text" } } },
  // Only the kind each side shows now: a text side's old image caption is neither offered nor missing.
  shownTexts: (content) => ({ leftContent: { fields: sideTexts(content.leftType) }, rightContent: { fields: sideTexts(content.rightType) } }),
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
