import { safeUrl } from "@/lib/safe-url";

/**
 * Typed, defensive readers for the stored block content (jsonb, so anything may be in it).
 * Pure: usable by the public renderer and by the admin editor on either side. Every URL is
 * passed through safeUrl(): one that fails it reads as absent.
 */

type Obj = Record<string, unknown>;

const obj = (value: unknown): Obj => (value && typeof value === "object" && !Array.isArray(value) ? (value as Obj) : {});
const str = (value: unknown): string => (typeof value === "string" ? value.trim() : "");

/** Rich text is empty when it has no visible text (e.g. a lone `<p></p>` from the editor). */
export function isEmptyHtml(html: string): boolean {
  return html.replace(/<[^>]*>/g, "").replace(/&nbsp;|\s/g, "") === "";
}

export type TextContent = { html: string };
export type ImageContent = { url: string | null; caption: string; alt: string };
export type VideoKind = "youtube" | "vimeo" | "upload";
export type VideoContent = { url: string | null; type: VideoKind; title: string; description: string };
export type QuoteContent = { quote: string; author: string; role: string };
export type ColumnSide = { type: "text" | "image"; html: string; imageUrl: string | null; imageCaption: string };
export type TwoColumnsContent = { left: ColumnSide; right: ColumnSide };
export type GalleryItem = { url: string; alt: string; caption: string };
export type GallerySpacing = "small" | "medium" | "large";
export type GalleryContent = { images: GalleryItem[]; columns: 1 | 2 | 3 | 4; spacing: GallerySpacing };

export function readText(content: Obj): TextContent {
  return { html: str(content.text) };
}

export function readImage(content: Obj): ImageContent {
  return { url: safeUrl(content.url), caption: str(content.caption), alt: str(content.alt) };
}

export function readVideo(content: Obj): VideoContent {
  const type = str(content.type);
  return {
    url: safeUrl(content.url),
    type: type === "vimeo" || type === "upload" ? type : "youtube",
    title: str(content.title),
    description: str(content.description),
  };
}

export function readQuote(content: Obj): QuoteContent {
  return { quote: str(content.quote), author: str(content.author), role: str(content.role) };
}

function readSide(type: unknown, value: unknown): ColumnSide {
  const side = obj(value);
  return {
    type: type === "image" ? "image" : "text",
    html: str(side.text),
    imageUrl: safeUrl(side.imageUrl),
    imageCaption: str(side.imageCaption),
  };
}

export function readTwoColumns(content: Obj): TwoColumnsContent {
  return { left: readSide(content.leftType, content.leftContent), right: readSide(content.rightType, content.rightContent) };
}

/** A side shows nothing when its chosen kind has no content. */
export function isEmptySide(side: ColumnSide): boolean {
  return side.type === "image" ? !side.imageUrl : isEmptyHtml(side.html);
}

export function readGallery(content: Obj): GalleryContent {
  const images: GalleryItem[] = [];
  for (const raw of Array.isArray(content.images) ? content.images : []) {
    const item = obj(raw);
    const url = safeUrl(item.url);
    if (url) images.push({ url, alt: str(item.alt), caption: str(item.caption) });
  }
  const n = Number(content.columns);
  const columns = (Number.isInteger(n) && n >= 1 && n <= 4 ? n : 3) as GalleryContent["columns"];
  const spacing = content.spacing === "small" || content.spacing === "large" ? content.spacing : "medium";
  return { images, columns, spacing };
}
