import type { z } from "zod";
import type { Content } from "../content";
import type { TextSpec } from "../translations";

/**
 * One block type: what the server, the public query and the editor need to know about it,
 * listed in src/blocks/registry.ts. Its renderer (types/<type>/render.tsx) and its edit form
 * (types/<type>/editor.client.tsx) are listed apart, in src/blocks/components/block-renderer.tsx
 * and src/blocks/editor/editor-registry.client.ts: no editor code reaches the public page, and
 * no component reaches the server's checks.
 */
export type BlockDefinition = {
  /** What a block's Save is checked and normalised with (spec §5), on both sides. */
  schema: z.ZodType<Content>;
  /** Content of a new block (spec §3). */
  defaults: () => Content;
  /**
   * Content as stored and as read back: the type's HTML fields through `cleanHtml`, the server's
   * rich-text sanitiser (passed in, so the sanitiser never reaches a browser bundle). Absent when
   * the type stores no HTML: every other field is text React escapes or a URL read through safeUrl().
   */
  sanitize?: (content: Content, cleanHtml: (html: string) => string) => Content;
  /** The image URLs the content refers to, resolved on the server before rendering. */
  imageUrls?: (content: Content) => unknown[];
  /** Its text fields, the ones translated into the other public languages (../translations.ts). */
  texts: TextSpec;
  /** The texts the block shows as its content stands, when not all of `texts` (what the editor offers and counts as missing). */
  shownTexts?: (content: Content) => TextSpec;
  /** Whether the block has nothing to show (the editor's view then shows the type's empty text, editor/messages.ts). */
  isEmpty: (content: Content) => boolean;
};
