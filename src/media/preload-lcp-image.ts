import { preload } from "react-dom";
import type { ImageRef } from "./image-ref";

/**
 * Announces a page's LCP image in <head>, ahead of the framework's scripts, so its request is
 * the first after the stylesheet. <ResponsiveImage> offers AVIF first, which every current
 * browser takes, so that is the variant preloaded (a browser without AVIF skips a typed preload).
 */
export function preloadLcpImage(image: ImageRef, sizes = "100vw") {
  preload(
    image.url,
    image.avifSrcSet
      ? { as: "image", type: "image/avif", imageSrcSet: image.avifSrcSet, imageSizes: sizes, fetchPriority: "high" }
      : { as: "image", fetchPriority: "high" },
  );
}
