import type { Content } from "../../content";
import type { RenderContext } from "../../components/render-context";
import { readImage } from "./model";

/** One image as wide as the column, with its caption. */
export function renderImage(content: Content, { picture, nextAlt, fullSizes }: RenderContext) {
  const img = readImage(content);
  if (!img.url) return null;
  return (
    <figure>
      {picture(img.url, nextAlt(img.alt, img.caption), fullSizes, "h-auto w-full rounded-lg")}
      {img.caption && <figcaption className="mt-3 text-center text-sm text-muted-foreground">{img.caption}</figcaption>}
    </figure>
  );
}
