import type { Dataset } from "@/ui/dataset";
import { templateCopy } from "@/ui/template-copy";
import { createTrack } from "@/ui/carousel-track";
import { GalleryCarouselDom } from "./gallery-carousel.dom";
import { fillMessage } from "./message-template";
import { isSlideShown } from "./shown-slides";
import { createViewer } from "./gallery-viewer.controller";
import { GalleryViewerDom } from "./gallery-viewer.dom";

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

type Words = Dataset<GalleryCarouselDom.Counter | GalleryCarouselDom.OpenLabel>;
type Slide = Dataset<GalleryCarouselDom.Alt | GalleryCarouselDom.Caption>;

/**
 * The project gallery (`gallery-carousel.tsx`): the swipeable track,
 * previous/next, arrow keys inside the carousel, thumbnails, the counter, the caption, the
 * opener's name, and the fullscreen viewer, which the carousel follows. Pictures come out of
 * their templates as they are needed: the current one, and its neighbours once the visitor
 * reaches for the gallery (pointer, touch or focus), so a swipe finds the next one in place.
 */
export function enhanceGallery(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${GalleryCarouselDom.Gallery}]:not([data-ready])`)) {
    try {
      wireGallery(root);
    } catch (error) {
      console.error(error);
    }
  }
}

/** A fresh copy of a slide's picture: its template's, or the one drawn in it. */
function pictureOf(slide: HTMLElement): Node | null {
  const template = slide.querySelector<HTMLTemplateElement>(":scope > template");
  if (template) return templateCopy(template);
  return slide.querySelector("picture")?.cloneNode(true) ?? null;
}

function wireGallery(root: HTMLElement) {
  const region = root.querySelector<HTMLElement>(`[${GalleryCarouselDom.GalleryRegion}]`);
  const viewport = root.querySelector<HTMLElement>(`[${GalleryCarouselDom.GalleryViewport}]`);
  const track = viewport?.firstElementChild;
  if (!region || !viewport || !track) return;
  root.dataset.ready = "";
  const slides = Array.from(track.children) as HTMLElement[];
  const total = slides.length;
  const words = root.dataset as Words;
  const counterText = words.counter ?? "{n} / {total}";
  const openLabel = words.openLabel ?? "{alt}";
  const opener = root.querySelector<HTMLElement>(`[${GalleryCarouselDom.GalleryOpen}]`);
  const counter = root.querySelector<HTMLElement>(`[${GalleryCarouselDom.GalleryCounter}]`);
  const caption = root.querySelector<HTMLElement>(`[${GalleryCarouselDom.GalleryCaption}]`);
  const thumbs = Array.from(root.querySelectorAll<HTMLElement>(`[${GalleryCarouselDom.GalleryThumb}]`));
  const motion = window.matchMedia(REDUCED_MOTION);
  let index = 0;
  let warm = false;

  /** Draws the pictures that should be there; a drawn picture stays (it is loaded already). */
  const drawPictures = () =>
    slides.forEach((slide, i) => {
      const template = slide.querySelector<HTMLTemplateElement>(":scope > template");
      if (template && isSlideShown(i, index, total, warm) && !slide.querySelector("picture")) slide.append(templateCopy(template));
    });

  const select = (i: number) => {
    index = i;
    const counterNow = fillMessage(counterText, { n: i + 1, total });
    slides.forEach((slide, s) => slide.setAttribute("aria-hidden", String(s !== i)));
    thumbs.forEach((thumb, t) => thumb.setAttribute("aria-current", String(t === i)));
    if (counter) counter.textContent = counterNow;
    if (opener) opener.setAttribute("aria-label", fillMessage(openLabel, { alt: (slides[i].dataset as Slide).alt ?? "" }));
    if (caption) {
      const text = (slides[i].dataset as Slide).caption;
      if (text) caption.textContent = text;
      else {
        // No caption: the position, for screen readers only (the visible counter is aria-hidden).
        const quiet = document.createElement("span");
        quiet.className = "sr-only";
        quiet.textContent = counterNow;
        caption.replaceChildren(quiet);
      }
    }
    drawPictures();
  };

  const carousel = createTrack(viewport, { loop: total > 1, startIndex: 0, onSelect: select });
  carousel.setReducedMotion(motion.matches);
  motion.addEventListener("change", () => carousel.setReducedMotion(motion.matches));

  const warmUp = () => {
    if (warm) return;
    warm = true;
    drawPictures();
  };
  for (const type of ["pointerenter", "pointerdown", "focusin"]) region.addEventListener(type, warmUp);

  region.addEventListener("keydown", (event) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    event.preventDefault();
    carousel.step(event.key === "ArrowLeft" ? -1 : 1, true);
  });
  for (const button of root.querySelectorAll<HTMLElement>(`[${GalleryCarouselDom.GalleryStep}]`)) {
    button.addEventListener("click", () => carousel.step((button.dataset as Dataset<GalleryCarouselDom.GalleryStep>).galleryStep === "-1" ? -1 : 1, true));
  }
  thumbs.forEach((thumb, i) => thumb.addEventListener("click", () => carousel.go(i, true)));

  const dialog = root.querySelector<HTMLDialogElement>(`dialog[${GalleryViewerDom.GalleryViewer}]`);
  if (!dialog || !opener || typeof dialog.showModal !== "function") return;
  const viewer = createViewer(dialog, {
    picture: (i) => pictureOf(slides[i]),
    // The carousel jumps (no slide) behind the viewer.
    onIndex: (i) => carousel.go(i, false),
    opener,
    counter: counterText,
    captions: slides.map((slide) => (slide.dataset as Slide).caption ?? null),
    reducedMotion: () => motion.matches,
  });
  opener.addEventListener("click", () => viewer?.open(index));
}
