import { Quote as QuoteIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/media/components/responsive-image";
import type { ImageRef } from "@/media/image-ref";
import {
  isEmptyHtml,
  isEmptySide,
  readGallery,
  readImage,
  readQuote,
  readText,
  readTwoColumns,
  readVideo,
  type ColumnSide,
  type GalleryContent,
} from "../content";
import { blockMessages as m } from "../messages";
import { RichText } from "./rich-text";
import { VideoPlayer, videoSource } from "./video-player";

export type RenderableBlock = { id: string; type: string; content: Record<string, unknown> };

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
};

/**
 * Renders content blocks in order: text, image, video, quote, two_columns, gallery, and a
 * notice for any other type. No client JavaScript and no server-only code, so the admin
 * editor's view mode can reuse it. Every URL has passed safeUrl() (see ../content).
 */
export function BlockRenderer({ blocks, images = {}, altBase, headingLevel, maxWidthPx = 896, className }: Props) {
  let imageCount = 0;
  const nextAlt = (given: string, caption: string) => given || caption || m.imageAlt(altBase, ++imageCount);

  const picture = (url: string, alt: string, sizes: string, imgClassName: string, className?: string) => (
    <ResponsiveImage
      image={images[url] ?? { url, width: null, height: null, blurDataUrl: null, avifSrcSet: "", webpSrcSet: "" }}
      alt={alt}
      sizes={sizes}
      className={className}
      imgClassName={imgClassName}
    />
  );
  const fullSizes = `(min-width: ${maxWidthPx + 64}px) ${maxWidthPx}px, 100vw`;
  const halfSizes = `(min-width: ${maxWidthPx + 64}px) ${Math.round(maxWidthPx / 2)}px, (min-width: 768px) 50vw, 100vw`;

  function side(s: ColumnSide): ReactNode {
    if (isEmptySide(s)) return <div />;
    if (s.type === "text") return <RichText html={s.html} headingLevel={headingLevel} />;
    return (
      <figure>
        {picture(s.imageUrl!, nextAlt("", s.imageCaption), halfSizes, "h-auto w-full rounded-lg")}
        {s.imageCaption && <figcaption className="mt-2 text-center text-sm text-muted-foreground">{s.imageCaption}</figcaption>}
      </figure>
    );
  }

  function gallery(g: GalleryContent): ReactNode {
    const cols = { 1: "grid-cols-1", 2: "grid-cols-1 sm:grid-cols-2", 3: "grid-cols-2 md:grid-cols-3", 4: "grid-cols-2 md:grid-cols-4" }[g.columns];
    const gap = { small: "gap-2", medium: "gap-4", large: "gap-8" }[g.spacing];
    const sizes = `(min-width: ${maxWidthPx + 64}px) ${Math.round(maxWidthPx / g.columns)}px, ${g.columns === 1 ? 100 : 50}vw`;
    return (
      <div className={cn("grid", cols, gap)} data-columns={g.columns} data-spacing={g.spacing}>
        {g.images.map((img, i) => (
          <figure key={`${img.url}-${i}`}>
            {picture(img.url, nextAlt(img.alt, img.caption), sizes, "aspect-[4/3] h-auto w-full rounded-lg object-cover", "overflow-hidden rounded-lg")}
            {img.caption && <figcaption className="mt-2 text-sm text-muted-foreground">{img.caption}</figcaption>}
          </figure>
        ))}
      </div>
    );
  }

  function render(block: RenderableBlock): ReactNode {
    const c = block.content ?? {};
    switch (block.type) {
      case "text": {
        const { html } = readText(c);
        return isEmptyHtml(html) ? null : <RichText html={html} headingLevel={headingLevel} />;
      }
      case "image": {
        const img = readImage(c);
        if (!img.url) return <Empty>{m.emptyImage}</Empty>;
        return (
          <figure>
            {picture(img.url, nextAlt(img.alt, img.caption), fullSizes, "h-auto w-full rounded-lg")}
            {img.caption && <figcaption className="mt-3 text-center text-sm text-muted-foreground">{img.caption}</figcaption>}
          </figure>
        );
      }
      case "video": {
        const v = readVideo(c);
        if (!videoSource(v.url, v.type)) return <Empty>{m.emptyVideo}</Empty>;
        return (
          <figure>
            <VideoPlayer url={v.url} type={v.type} title={v.title || m.videoTitle(altBase)} />
            {(v.title || v.description) && (
              <figcaption className="mt-3">
                {v.title && <span className="block font-semibold">{v.title}</span>}
                {v.description && <span className="mt-1 block text-sm text-muted-foreground">{v.description}</span>}
              </figcaption>
            )}
          </figure>
        );
      }
      case "quote": {
        const q = readQuote(c);
        if (!q.quote) return <Empty>{m.emptyQuote}</Empty>;
        return (
          <figure className="relative rounded-xl border-l-4 border-primary bg-muted/60 px-6 py-6 sm:px-10 sm:py-8">
            <QuoteIcon className="mb-3 size-8 text-primary/70" aria-hidden />
            <blockquote className="whitespace-pre-line text-lg leading-relaxed italic sm:text-xl">{q.quote}</blockquote>
            {(q.author || q.role) && (
              <figcaption className="mt-4 text-sm">
                — {q.author && <cite className="font-semibold not-italic">{q.author}</cite>}
                {q.author && q.role && ", "}
                {q.role && <span className="text-muted-foreground">{q.role}</span>}
              </figcaption>
            )}
          </figure>
        );
      }
      case "two_columns": {
        const t = readTwoColumns(c);
        if (isEmptySide(t.left) && isEmptySide(t.right)) return <Empty>{m.emptyTwoColumns}</Empty>;
        return (
          <div className="grid items-center gap-8 md:grid-cols-2">
            {side(t.left)}
            {side(t.right)}
          </div>
        );
      }
      case "gallery": {
        const g = readGallery(c);
        return g.images.length === 0 ? <Empty>{m.emptyGallery}</Empty> : gallery(g);
      }
      default:
        return <Empty>{m.unsupported(block.type)}</Empty>;
    }
  }

  return (
    <div className={cn("space-y-10", className)}>
      {blocks.map((block) => {
        const node = render(block);
        return node === null ? null : (
          <div key={block.id} data-block-type={block.type}>
            {node}
          </div>
        );
      })}
    </div>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">{children}</p>;
}
