import { BLOCK_TYPES, type BlockType } from "@/db/schema";
import type { Content } from "./content";
import type { BlockDefinition } from "./types/definition";
import { galleryBlock } from "./types/gallery";
import { imageBlock } from "./types/image";
import { quoteBlock } from "./types/quote";
import { textBlock } from "./types/text";
import { twoColumnsBlock } from "./types/two_columns";
import { videoBlock } from "./types/video";

/**
 * Every block type, one folder each (src/blocks/types/<type>/): its content rules,
 * defaults, sanitising and image URLs, for the server's checks and writes, the public query and
 * the editor. Shared by server and browser code, so nothing here is server-only (the rich-text
 * sanitiser is passed in by ./sanitize.ts), a component or an editor: a type's renderer is
 * listed in ./components/block-renderer.tsx and its edit form in ./editor/editor-registry.client.ts.
 */
export const blockRegistry: Record<BlockType, BlockDefinition> = {
  text: textBlock,
  image: imageBlock,
  gallery: galleryBlock,
  video: videoBlock,
  quote: quoteBlock,
  two_columns: twoColumnsBlock,
};

export { BLOCK_TYPES, type BlockType };

export const isKnownType = (type: string): type is BlockType => (BLOCK_TYPES as readonly string[]).includes(type);

/** A stored type's definition; undefined for a type this version does not know. */
export const blockDefinition = (type: string): BlockDefinition | undefined => (isKnownType(type) ? blockRegistry[type] : undefined);

/** The image URLs a block refers to (to resolve their variants on the server before rendering). */
export function blockImageUrls(type: string, content: Content): string[] {
  const urls = blockDefinition(type)?.imageUrls?.(content) ?? [];
  return urls.filter((u): u is string => typeof u === "string" && u.length > 0);
}
