import { cn } from "@/lib/cn";
import type { Content } from "../../content";
import type { RenderContext } from "../../components/render-context";
import { readGallery } from "./model";

/** A grid of images (1–4 columns, three spacings), each with its caption. */
export function renderGallery(content: Content, { picture, nextAlt, maxWidthPx }: RenderContext) {
  const g = readGallery(content);
  if (g.images.length === 0) return null;
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
