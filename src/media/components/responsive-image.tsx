import type { CSSProperties } from "react";
// clsx, not cn: tailwind-merge would add ~8 KB to every client bundle that shows an image.
import { clsx as cn } from "clsx";
import { hasPortraitCrop, PORTRAIT_MEDIA } from "../art-direction";
import type { ImageRef } from "../image-ref";

type Props = {
  image: ImageRef;
  alt: string;
  /** The `sizes` attribute: how wide the image is drawn at each viewport. */
  sizes: string;
  /** The LCP image: loaded eagerly with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
  imgClassName?: string;
  style?: CSSProperties;
  /**
   * A full-screen hero: on portrait screens (PORTRAIT_MEDIA) draw the image's portrait crop,
   * when it has one, instead of cropping the landscape image in the browser. The box is the
   * container's, so the <img> keeps the image's own width and height.
   */
  artDirection?: "portrait";
  /**
   * Draw the stored blurred preview behind the image while it loads: for a page's first screen
   * (the landing and project heroes). Below it a lazy image starts loading well before it scrolls
   * into view, and the muted surface is its placeholder; the previews' base64 would also take the
   * bytes that keep those pages within their first round trip (docs/decisions/0030).
   */
  blurPreview?: boolean;
};

/**
 * A <picture> with the stored AVIF and WebP variants, explicit dimensions (no layout shift)
 * and the blur placeholder as a background. Needs no client JavaScript: a failed load is
 * handled by the page-wide listener of image-fallback-script (placeholder + label).
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, imgClassName, style, artDirection, blurPreview = false }: Props) {
  const portrait = artDirection === "portrait" && hasPortraitCrop(image);
  const placeholder: CSSProperties | undefined =
    blurPreview && image.blurDataUrl ? { backgroundImage: `url("${image.blurDataUrl}")`, backgroundSize: "cover", backgroundPosition: "center" } : undefined;
  return (
    <picture className={cn("block", className)}>
      {/* The first matching <source> wins: the portrait ones come before the landscape ones. */}
      {portrait && <source media={PORTRAIT_MEDIA} type="image/avif" srcSet={image.portraitAvifSrcSet} sizes={sizes} />}
      {portrait && <source media={PORTRAIT_MEDIA} type="image/webp" srcSet={image.portraitWebpSrcSet} sizes={sizes} />}
      {image.avifSrcSet && <source type="image/avif" srcSet={image.avifSrcSet} sizes={sizes} />}
      {image.webpSrcSet && <source type="image/webp" srcSet={image.webpSrcSet} sizes={sizes} />}
      <img
        src={image.url}
        alt={alt}
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        sizes={sizes}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : "auto"}
        decoding={priority ? "sync" : "async"}
        data-fallback=""
        className={cn("bg-muted", imgClassName)}
        style={{ ...placeholder, ...style }}
      />
    </picture>
  );
}
