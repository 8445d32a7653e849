/**
 * The hero's own data-* names (the slideshow is a carousel: carousel.dom.ts): hero-slideshow.tsx
 * renders them, hero-slideshow.controller.ts finds them.
 */
export enum HeroSlideshowDom {
  Hero = "data-hero",
  /** A later slide's picture, held back in a template, and the gradient standing in for it. */
  HeroPicture = "data-hero-picture",
  HeroPlaceholder = "data-hero-placeholder",
}
