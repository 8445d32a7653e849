/**
 * The classes of a carousel's track and of each of its slides, as `src/ui/use-carousel.ts` has
 * them (that module is a client one: a server component cannot read its constants).
 */
export const carouselTrack = "flex h-full touch-pan-y touch-pinch-zoom select-none";
export const carouselSlide = "relative h-full min-w-0 shrink-0 grow-0 basis-full";
