/**
 * The classes of a carousel's track and of each of its slides (`carousel-track.ts` moves the
 * track with a transform; until it runs the first slide shows as plain HTML). A plain module, so
 * server components can draw carousels too.
 */
export const carouselTrack = "flex h-full touch-pan-y touch-pinch-zoom select-none";
export const carouselSlide = "relative h-full min-w-0 shrink-0 grow-0 basis-full";
