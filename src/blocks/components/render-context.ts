import type { ReactNode } from "react";
import type { PublicLocale } from "@/i18n/locales";
import type { VideoEmbeds } from "./video-player";

/** What every type's renderer gets from the list it is drawn in (src/blocks/components/block-renderer.tsx). */
export type RenderContext = {
  /** Base of the generated alt texts and video titles: usually the project title. */
  altBase: string;
  /** Level the authors' top headings take in each text; unchanged when absent. */
  headingLevel?: number;
  /** Width of the column the blocks are drawn in, for the images' `sizes`. */
  maxWidthPx: number;
  /** `sizes` of an image as wide as the column, and of one half as wide. */
  fullSizes: string;
  halfSizes: string;
  /** The visitor's language. */
  locale: PublicLocale;
  /** Providers' videos as posters played on request (public pages) or as their frames (the editor's view). */
  videoEmbeds: VideoEmbeds;
  /** A video's title when its author gave none (in the visitor's language). */
  videoTitle: (base: string) => string;
  /** The given alt text, else the caption, else a generated one (numbered across the whole list). */
  nextAlt: (given: string, caption: string) => string;
  /** A stored image with its variants when the server resolved it, else the plain URL. */
  picture: (url: string, alt: string, sizes: string, imgClassName: string, className?: string) => ReactNode;
};

/** A type's renderer: the block as the public page draws it; null draws nothing (not even its wrapper). */
export type BlockRender = (content: Record<string, unknown>, context: RenderContext) => ReactNode;
