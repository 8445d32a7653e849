import { isEmptyHtml } from "../../content";
import type { BlockDefinition } from "../definition";
import { defaults, readText, schema } from "./model";

/** A rich-text block (spec §3 text): its `text` is the editor's HTML. */
export const textBlock: BlockDefinition = {
  schema,
  defaults,
  texts: { text: "html" },
  sanitize: (content, cleanHtml) => (typeof content.text === "string" ? { ...content, text: cleanHtml(content.text) } : content),
  isEmpty: (content) => isEmptyHtml(readText(content).html),
};
