import { z } from "zod";
import { safeUrl } from "@/lib/safe-url";
import { obj, str, type Content } from "../../content";
import { t } from "@/i18n/current";
import { blockValidationMessages } from "../../messages";
import { trimmed } from "../fields";

// Messages are read when a value is checked, in the person's language.
const columnsInvalid = { error: () => t(blockValidationMessages).columnsInvalid };

export const schema = z.object({
  images: z.array(
    z.object({
      url: trimmed.refine((url) => safeUrl(url) !== null, { error: () => t(blockValidationMessages).galleryImageInvalid }),
      alt: trimmed,
      caption: trimmed,
    }),
  ),
  columns: z.coerce.number(columnsInvalid).int(columnsInvalid).min(1, columnsInvalid).max(4, columnsInvalid),
  spacing: z.enum(["small", "medium", "large"], { error: () => t(blockValidationMessages).spacingInvalid }),
});

export const defaults = (): Content => ({ images: [], columns: 3, spacing: "medium" });

export type GalleryItem = { url: string; alt: string; caption: string };
export type GallerySpacing = "small" | "medium" | "large";
export type GalleryContent = { images: GalleryItem[]; columns: 1 | 2 | 3 | 4; spacing: GallerySpacing };

/** The gallery's images whose URL passes safeUrl(), its columns (1–4, else 3) and spacing. */
export function readGallery(content: Content): GalleryContent {
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
