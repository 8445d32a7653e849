import type { SelectEvent } from "./carousel.controller";
import { CarouselDom } from "./carousel.dom";
import { HeroSlideshowDom } from "./hero-slideshow.dom";

function putInPlace(slide: Element) {
  const template = slide.querySelector<HTMLTemplateElement>(`template[${HeroSlideshowDom.HeroPicture}]`);
  if (!template) return;
  const placeholder = slide.querySelector(`[${HeroSlideshowDom.HeroPlaceholder}]`);
  const picture = template.content.cloneNode(true);
  if (placeholder) placeholder.replaceWith(picture);
  else slide.prepend(picture);
  template.remove();
}

/**
 * The hero's later pictures. Only the first slide's picture (the page's LCP image) is in the
 * served page; each later slide holds its picture in a `<template data-hero-picture>` next to a
 * gradient placeholder (`[data-hero-placeholder]`), so none of them competes with the first. They
 * are put in place after 2.5 s, as soon as a visitor starts a swipe, or when their slide is
 * shown. The slideshow itself is an ordinary carousel (`carousel.controller.ts`).
 */
export function enhanceHero(): void {
  // Here, not at the top: esbuild writes a function's constants in place (not a module's that imports a value).
  const OTHER_SLIDES_DELAY_MS = 2500;
  for (const root of document.querySelectorAll<HTMLElement>(`[${HeroSlideshowDom.Hero}]`)) {
    try {
      if (root.dataset.heroReady !== undefined) continue;
      root.dataset.heroReady = "";
      const viewport = root.querySelector(`[${CarouselDom.CarouselViewport}]`);
      const track = viewport?.firstElementChild;
      if (!track) continue;
      const slides = Array.from(track.children);
      let all = false;
      const loadAll = () => {
        if (all) return;
        all = true;
        slides.forEach(putInPlace);
      };
      window.setTimeout(loadAll, OTHER_SLIDES_DELAY_MS);
      viewport?.addEventListener("pointerdown", loadAll, { once: true });
      root.addEventListener("carousel:select", (event) => {
        const shown = slides[(event as SelectEvent).detail.index];
        if (shown) putInPlace(shown);
      });
    } catch (err) {
      console.error("[hero] could not start", err);
    }
  }
}
