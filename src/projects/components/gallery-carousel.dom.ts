/**
 * The project gallery's data-* names: gallery-carousel.tsx renders them,
 * gallery-carousel.controller.ts finds and reads them.
 */
export enum GalleryCarouselDom {
  /** The root, with the words it fills in: the counter ('{n} / {total}') and the opener's name ('…: {alt}'). */
  Gallery = "data-gallery",
  Counter = "data-counter",
  OpenLabel = "data-open-label",
  /** The swipe area, the clipping element (its first child is the track) and the opener over it. */
  GalleryRegion = "data-gallery-region",
  GalleryViewport = "data-gallery-viewport",
  GalleryOpen = "data-gallery-open",
  /** A slide's picture's text and its caption. */
  Alt = "data-alt",
  Caption = "data-caption",
  /** Previous/next (`-1`, `1`), the counter, the caption line and the thumbnails. */
  GalleryStep = "data-gallery-step",
  GalleryCounter = "data-gallery-counter",
  GalleryCaption = "data-gallery-caption",
  GalleryThumb = "data-gallery-thumb",
}
