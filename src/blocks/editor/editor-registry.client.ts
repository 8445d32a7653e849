"use client";
import type { ComponentType } from "react";
import type { BlockType } from "../registry";
import type { EmptyViewProps, TypeEditorProps } from "./type-editor";
import { GalleryBlockEditor } from "../types/gallery/editor.client";
import { ImageBlockEditor, ImageBlockEmpty } from "../types/image/editor.client";
import { QuoteBlockEditor } from "../types/quote/editor.client";
import { TextBlockEditor } from "../types/text/editor.client";
import { TwoColumnsBlockEditor } from "../types/two_columns/editor.client";
import { VideoBlockEditor } from "../types/video/editor.client";

export type BlockEditorEntry = {
  /** The type's edit form (spec §2). */
  Editor: ComponentType<TypeEditorProps>;
  /** Error keys (paths in the content) the form shows next to their field; any other shows under the form. */
  inlineErrors?: RegExp;
  /** Its own empty view in the editor, instead of the plain empty text. */
  Empty?: ComponentType<EmptyViewProps>;
};

/**
 * The edit form of every block type (types/<type>/editor.client.tsx), apart from the other
 * lists (src/blocks/registry.ts, ../components/block-renderer.tsx) so that the public page never
 * loads an editor. Only the admin's content tab imports it.
 */
export const blockEditors: Record<BlockType, BlockEditorEntry> = {
  text: { Editor: TextBlockEditor },
  image: { Editor: ImageBlockEditor, inlineErrors: /^url$/, Empty: ImageBlockEmpty },
  gallery: { Editor: GalleryBlockEditor, inlineErrors: /^images\.\d+\.url$/ },
  video: { Editor: VideoBlockEditor, inlineErrors: /^url$/ },
  quote: { Editor: QuoteBlockEditor, inlineErrors: /^quote$/ },
  two_columns: { Editor: TwoColumnsBlockEditor, inlineErrors: /^(left|right)Content\.imageUrl$/ },
};
