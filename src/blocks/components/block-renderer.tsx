import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { bareImageRef, type ImageRef } from "@/media/image-ref";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { localizeBlockContent } from "../localize";
import { blockMessages as m, blockRenderMessages } from "../messages";
import { isKnownType, type BlockType } from "../registry";
import { renderGallery } from "../types/gallery/render";
import { renderImage } from "../types/image/render";
import { renderQuote } from "../types/quote/render";
import { renderText } from "../types/text/render";
import { renderTwoColumns } from "../types/two_columns/render";
import { renderVideo } from "../types/video/render";
import { BlockEmpty } from "./block-empty";
import type { VideoEmbeds } from "./video-player";
import type { BlockRender, RenderContext } from "./render-context";

/** Each type's renderer (types/<type>/render.tsx); the rest of a type is in src/blocks/registry.ts. */
const RENDERERS: Record<BlockType, BlockRender> = {
  text: renderText,
  image: renderImage,
  gallery: renderGallery,
  video: renderVideo,
  quote: renderQuote,
  two_columns: renderTwoColumns,
};

/** A block as stored: its Spanish `content`, and its `translations` (absent reads as none). */
export type RenderableBlock = { id: string; type: string; content: Record<string, unknown>; translations?: unknown };

type Props = {
  blocks: RenderableBlock[];
  /** Stored images resolved on the server (variants, size, blur); other URLs render plainly. */
  images?: Record<string, ImageRef>;
  /** Base of the generated alt texts and video titles: usually the project title. */
  altBase: string;
  /** Level the authors' top headings take in each text (3 under a page h1 and a section h2); unchanged when absent. */
  headingLevel?: number;
  /** Width of the column the blocks are drawn in, for the images' `sizes`. */
  maxWidthPx?: number;
  className?: string;
  /** The visitor's language: each block's texts in it where translated, else the Spanish. */
  locale?: PublicLocale;
  /** YouTube/Vimeo as posters that load the player when played (default: visitors), or as frames (staff). */
  videoEmbeds?: VideoEmbeds;
};

/**
 * Renders content blocks in order, each by its type's renderer, and a
 * notice for any other type. No client JavaScript and no server-only code, so the admin
 * editor's view mode can reuse it. Every URL has passed safeUrl() (each type's model.ts).
 */
export function BlockRenderer({ blocks, images = {}, altBase, headingLevel, maxWidthPx = 896, className, locale = "es", videoEmbeds = "poster" }: Props) {
  let imageCount = 0;
  const generated = messagesFor(blockRenderMessages, locale);
  const context: RenderContext = {
    altBase,
    locale,
    videoEmbeds,
    videoTitle: generated.videoTitle,
    headingLevel,
    maxWidthPx,
    fullSizes: `(min-width: ${maxWidthPx + 64}px) ${maxWidthPx}px, 100vw`,
    halfSizes: `(min-width: ${maxWidthPx + 64}px) ${Math.round(maxWidthPx / 2)}px, (min-width: 768px) 50vw, 100vw`,
    nextAlt: (given, caption) => given || caption || generated.imageAlt(altBase, ++imageCount),
    picture: (url, alt, sizes, imgClassName, className) => (
      <ResponsiveImage image={images[url] ?? bareImageRef(url)} alt={alt} sizes={sizes} className={className} imgClassName={imgClassName} />
    ),
  };

  return (
    <div className={cn("space-y-10", className)}>
      {blocks.map((block) => {
        const node = isKnownType(block.type) ? (
          RENDERERS[block.type](localizeBlockContent(block.type, block.content ?? {}, block.translations, locale), context)
        ) : (
          <BlockEmpty>{m.unsupported(block.type)}</BlockEmpty>
        );
        return node === null ? null : (
          <div key={block.id} data-block-type={block.type}>
            {node}
          </div>
        );
      })}
    </div>
  );
}
