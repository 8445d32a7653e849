import type { BlockDefinition } from "../definition";
import { defaults, labels, readImage, schema } from "./model";

/** One image with its caption and alternative text (spec §3 image). */
export const imageBlock: BlockDefinition = {
  labels,
  schema,
  defaults,
  imageUrls: (content) => [content.url],
  isEmpty: (content) => !readImage(content).url,
};
