import { createTrack } from "@/ui/carousel-track";
import type { Dataset } from "@/ui/dataset";
import { autoplayRunning, autoplayStopped, type AutoplayState } from "./carousel-autoplay";
import { CarouselDom } from "./carousel.dom";

/**
 * Wires server-rendered carousels (`src/ui/carousel-track.ts` does the moving). The markup says
 * everything (its names are `carousel.dom.ts`'s), so one binder serves every carousel; inside a
 * root marked `data-carousel`:
 *
 * - `[data-carousel-viewport]`: the clipping element; its first child is the flex track whose
 *   children are the slides (kept `aria-hidden` but for the one shown);
 * - `[data-carousel-prev]` / `[data-carousel-next]` (optional): buttons, hidden at the ends of a
 *   carousel that does not loop;
 * - `[data-carousel-dot]` (optional): one button per slide, in order; `aria-current` follows;
 * - `[data-carousel-panel]` (optional): one element per slide outside the track (the hero's
 *   titles), kept `aria-hidden` in step, so CSS can fade them (`aria-hidden:opacity-0`);
 * - `[data-carousel-toggle]` (optional): the pause control, labelled from its `data-label-pause`
 *   and `data-label-play` (the words of the page's language) and marked `data-stopped` when
 *   stopped, so CSS can swap its icon.
 *
 * On the root: `data-carousel-loop` wraps around; `data-carousel-autoplay="5000"` moves on every
 * 5 s after each change (so a slide picked by hand gets its full time), paused while hovered or
 * focused. Left and right arrows move while focus is inside. Under `prefers-reduced-motion` moves
 * jump instead of sliding and the rotation starts stopped (followed live). Each change is also
 * announced to other scripts as a `carousel:select` event on the root (`detail.index`).
 */

/** The pause control's two labels. */
type Labels = Dataset<CarouselDom.LabelPlay | CarouselDom.LabelPause>;

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

export type CarouselHandle = {
  /** Shows slide `index`: sliding, or at once when `animate` is false or motion is reduced. */
  go: (index: number, animate?: boolean) => void;
  step: (direction: 1 | -1) => void;
  index: () => number;
};

export type SelectEvent = CustomEvent<{ index: number }>;

const all = (root: HTMLElement, selector: string) => Array.from(root.querySelectorAll<HTMLElement>(selector));

/** Binds one carousel root (null when its markup has no viewport, or it was bound already). */
export function bindCarousel(root: HTMLElement): CarouselHandle | null {
  // `data-ready`: also what the early taps wait for (src/site/early-taps.ts).
  if (root.dataset.ready !== undefined) return null;
  const viewport = root.querySelector<HTMLElement>(`[${CarouselDom.CarouselViewport}]`);
  const track = viewport?.firstElementChild;
  if (!viewport || !track) return null;
  root.dataset.ready = "";

  const slides = Array.from(track.children);
  const count = slides.length;
  const loop = root.hasAttribute(CarouselDom.CarouselLoop) && count > 1;
  const dots = all(root, `[${CarouselDom.CarouselDot}]`);
  const panels = all(root, `[${CarouselDom.CarouselPanel}]`);
  const previous = root.querySelector<HTMLElement>(`[${CarouselDom.CarouselPrev}]`);
  const next = root.querySelector<HTMLElement>(`[${CarouselDom.CarouselNext}]`);
  const toggle = root.querySelector<HTMLElement>(`[${CarouselDom.CarouselToggle}]`);
  const interval = Number((root.dataset as Dataset<CarouselDom.CarouselAutoplay>).carouselAutoplay);
  const motion = window.matchMedia(REDUCED_MOTION);
  let index = Math.max(
    slides.findIndex((slide) => slide.getAttribute("aria-hidden") !== "true"),
    0,
  );

  function show(selected: number) {
    index = selected;
    slides.forEach((slide, i) => slide.setAttribute("aria-hidden", String(i !== selected)));
    panels.forEach((panel, i) => panel.setAttribute("aria-hidden", String(i !== selected)));
    dots.forEach((dot, i) => dot.setAttribute("aria-current", String(i === selected)));
    if (!loop) {
      if (previous) previous.hidden = selected === 0;
      if (next) next.hidden = selected === count - 1;
    }
    root.dispatchEvent(new CustomEvent("carousel:select", { detail: { index: selected } }));
    schedule();
  }

  const moving = createTrack(viewport, { loop, startIndex: index, onSelect: show });
  moving.setReducedMotion(motion.matches);

  // ── Auto-rotation ─────────────────────────────────────────────────────────────────────────
  const state: AutoplayState = { count, hovered: false, focused: false, choice: null, reducedMotion: motion.matches };
  let timer: number | undefined;

  function schedule() {
    window.clearTimeout(timer);
    timer = undefined;
    if (interval > 0 && autoplayRunning(state)) timer = window.setTimeout(() => moving.step(1, true), interval);
  }

  function drawToggle() {
    if (!toggle) return;
    const stopped = autoplayStopped(state);
    const label = (stopped ? (toggle.dataset as Labels).labelPlay : (toggle.dataset as Labels).labelPause) ?? "";
    toggle.setAttribute("aria-label", label);
    toggle.title = label;
    toggle.toggleAttribute(CarouselDom.Stopped, stopped);
  }

  function update(change: Partial<AutoplayState>) {
    Object.assign(state, change);
    drawToggle();
    schedule();
  }

  if (interval > 0) {
    root.addEventListener("mouseenter", () => update({ hovered: true }));
    root.addEventListener("mouseleave", () => update({ hovered: false }));
    root.addEventListener("focusin", () => update({ focused: true }));
    root.addEventListener("focusout", (event) => {
      if (!root.contains(event.relatedTarget as Node | null)) update({ focused: false });
    });
    toggle?.addEventListener("click", () => update({ choice: autoplayStopped(state) ? "playing" : "paused" }));
  }
  motion.addEventListener("change", () => {
    moving.setReducedMotion(motion.matches);
    update({ reducedMotion: motion.matches });
  });

  // ── Controls ──────────────────────────────────────────────────────────────────────────────
  dots.forEach((dot, i) => dot.addEventListener("click", () => moving.go(i, true)));
  previous?.addEventListener("click", () => moving.step(-1, true));
  next?.addEventListener("click", () => moving.step(1, true));
  root.addEventListener("keydown", (event) => {
    // With a modifier it is the browser's (Alt+Left goes back).
    if ((event.key !== "ArrowLeft" && event.key !== "ArrowRight") || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    moving.step(event.key === "ArrowLeft" ? -1 : 1, true);
  });

  drawToggle();
  show(index);
  return {
    go: (i, animate = true) => moving.go(i, animate),
    step: (direction) => moving.step(direction, true),
    index: () => index,
  };
}

/** Binds every carousel on the page; one whose markup is broken is left as plain HTML. */
export function enhanceCarousels(): void {
  for (const root of document.querySelectorAll<HTMLElement>(`[${CarouselDom.Carousel}]`)) {
    try {
      bindCarousel(root);
    } catch (err) {
      console.error("[carousel] could not start", err);
    }
  }
}
