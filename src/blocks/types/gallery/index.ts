import type { BlockDefinition } from "../definition";
import { defaults, readGallery, schema } from "./model";

/** Several images in a grid, each with alt text and caption (spec §3 gallery). */
export const galleryBlock: BlockDefinition = {
  schema,
  defaults,
  texts: { images: { key: "url", fields: { alt: "text", caption: "text" } } },
  imageUrls: (content) => (Array.isArray(content.images) ? content.images.map((img) => (img as Record<string, unknown> | undefined)?.url) : []),
  isEmpty: (content) => readGallery(content).images.length === 0,
};
