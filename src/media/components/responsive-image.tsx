import type { CSSProperties } from "react";
// clsx, not cn: tailwind-merge would add ~8 KB to every client bundle that shows an image.
import { clsx as cn } from "clsx";
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
};

/**
 * A <picture> with the stored AVIF and WebP variants, explicit dimensions (no layout shift)
 * and the blur placeholder as a background. Needs no client JavaScript: a failed load is
 * handled by the page-wide listener of image-fallback-script (placeholder + label).
 */
export function ResponsiveImage({ image, alt, sizes, priority = false, className, imgClassName, style }: Props) {
  const placeholder: CSSProperties | undefined = image.blurDataUrl
    ? { backgroundImage: `url("${image.blurDataUrl}")`, backgroundSize: "cover", backgroundPosition: "center" }
    : undefined;
  return (
    <picture className={cn("block", className)}>
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
