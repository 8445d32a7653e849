/**
 * The carousels' data-* names: about-carousel.tsx, hero-slideshow.tsx, carousel-dots.tsx and
 * play-pause-button.tsx render them, carousel.controller.ts finds and reads them.
 */
export enum CarouselDom {
  /** The root; `CarouselLoop` wraps around, `CarouselAutoplay` (milliseconds) moves on its own. */
  Carousel = "data-carousel",
  CarouselLoop = "data-carousel-loop",
  CarouselAutoplay = "data-carousel-autoplay",
  /** The clipping element; its first child is the track whose children are the slides. */
  CarouselViewport = "data-carousel-viewport",
  /** Optional previous/next buttons (no component draws them today). */
  CarouselPrev = "data-carousel-prev",
  CarouselNext = "data-carousel-next",
  /** One button per slide, in order. */
  CarouselDot = "data-carousel-dot",
  /** One element per slide outside the track (the hero's titles). */
  CarouselPanel = "data-carousel-panel",
  /** The pause control and its two labels; marked `Stopped` by the controller (its icons' classes name it). */
  CarouselToggle = "data-carousel-toggle",
  LabelPause = "data-label-pause",
  LabelPlay = "data-label-play",
  Stopped = "data-stopped",
}
