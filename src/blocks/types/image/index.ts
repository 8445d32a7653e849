import type { BlockDefinition } from "../definition";
import { defaults, readImage, schema } from "./model";

/** One image with its caption and alternative text (spec §3 image). */
export const imageBlock: BlockDefinition = {
  schema,
  defaults,
  texts: { alt: "text", caption: "text" },
  imageUrls: (content) => [content.url],
  isEmpty: (content) => !readImage(content).url,
};
