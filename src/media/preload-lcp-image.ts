import { preload } from "react-dom";
import { hasPortraitCrop, LANDSCAPE_MEDIA, PORTRAIT_MEDIA } from "./art-direction";
import type { ImageRef } from "./image-ref";

/**
 * Announces a page's LCP image in <head>, ahead of the framework's scripts, so its request is
 * the first after the stylesheet. <ResponsiveImage> offers AVIF first, which every current
 * browser takes, so that is the variant preloaded (a browser without AVIF skips a typed preload).
 */
export function preloadLcpImage(image: ImageRef, sizes = "100vw", artDirection?: "portrait") {
  // Drawn with its portrait crop (<ResponsiveImage artDirection="portrait">): two preloads for
  // complementary media, so each screen fetches exactly the picture its <picture> will pick.
  // React keys an image preload by its srcset, so the two do not replace each other.
  if (artDirection === "portrait" && image.avifSrcSet && hasPortraitCrop(image)) {
    const common = { as: "image", type: "image/avif", imageSizes: sizes, fetchPriority: "high" } as const;
    preload(image.url, { ...common, imageSrcSet: image.portraitAvifSrcSet, media: PORTRAIT_MEDIA });
    preload(image.url, { ...common, imageSrcSet: image.avifSrcSet, media: LANDSCAPE_MEDIA });
    return;
  }
  preload(
    image.url,
    image.avifSrcSet
      ? { as: "image", type: "image/avif", imageSrcSet: image.avifSrcSet, imageSizes: sizes, fetchPriority: "high" }
      : { as: "image", fetchPriority: "high" },
  );
}
