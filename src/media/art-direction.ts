import type { ImageRef } from "./image-ref";

/**
 * Which screens draw a hero's portrait crop (docs/decisions/0014-portrait-crops-for-hero-images.md):
 * portrait phones (~9:19.5 to 9:16) and portrait tablets (3:4) get it; every landscape or
 * squarish screen the full image. At 4:5 a 9:16 crop and a 3:2 photo lose about as much of
 * themselves in the landing hero's box (88 % of the screen's height), so that is the switch.
 */
export const PORTRAIT_MEDIA = "(max-aspect-ratio: 4/5)";
/** Exactly the screens PORTRAIT_MEDIA does not match (Media Queries 3 `not`, which every browser reads). */
export const LANDSCAPE_MEDIA = "not all and (max-aspect-ratio: 4/5)";

/** Whether this image has a portrait crop in both formats a <picture> offers. */
export const hasPortraitCrop = (image: ImageRef): boolean => !!image.portraitAvifSrcSet && !!image.portraitWebpSrcSet;
