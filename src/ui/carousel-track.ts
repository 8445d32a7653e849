import { positionOf, resist, settleTarget, slideAt, slideOffsets, windowFor } from "./carousel-motion";

export type TrackOptions = { loop: boolean; startIndex: number; onSelect: (index: number) => void };

/** How long a move slides for; none at all for people who ask for reduced motion. */
const DURATION_MS = 450;
const EASING = "cubic-bezier(0.22, 0.8, 0.3, 1)";
/** A pointer must travel this far (px) before it counts as a drag rather than a tap. */
const DRAG_THRESHOLD = 6;
/** The finger's speed is taken over its last this many milliseconds. */
const VELOCITY_WINDOW_MS = 100;

/**
 * A carousel track driven by pointer drags (touch, pen and mouse) and by calls: it moves the
 * viewport's first child (the flex track of full-width slides) with a transform, follows the
 * finger, and settles on release by distance and speed. Vertical swipes stay the page's
 * (`touch-action: pan-y`). Slides are moved one by one for a loop, so the last one can sit before
 * the first. No state lives in React here: a drag writes styles directly, 60 times a second.
 */
export function createTrack(viewport: HTMLElement, { loop, startIndex, onSelect }: TrackOptions) {
  const track = viewport.firstElementChild as HTMLElement;
  const slides = () => Array.from(track.children) as HTMLElement[];
  let position = startIndex;
  let windowStart = 0;
  let reduced = false;
  let selected = startIndex;

  const count = () => Math.max(slides().length, 1);

  /** Draws the track at `position`; `animate` slides there, otherwise it jumps. */
  function draw(animate: boolean) {
    const n = count();
    track.style.transition = animate && !reduced ? `transform ${DURATION_MS}ms ${EASING}` : "none";
    track.style.transform = `translate3d(${-position * 100}%, 0, 0)`;
    const offsets = slideOffsets(n, windowStart, loop);
    slides().forEach((slide, i) => {
      slide.style.transform = offsets[i] ? `translate3d(${offsets[i] * 100}%, 0, 0)` : "";
    });
    const index = slideAt(position, n);
    if (index !== selected) {
      selected = index;
      onSelect(index);
    }
  }

  /** Where the track is on screen now, mid-slide included (a finger may catch it moving). */
  function shownPosition(): number {
    const width = track.offsetWidth;
    if (!width) return position;
    const matrix = new DOMMatrixReadOnly(getComputedStyle(track).transform);
    return -matrix.m41 / width;
  }

  function moveTo(target: number, animate: boolean) {
    const from = animate ? shownPosition() : target;
    windowStart = windowFor(from, target, count());
    position = target;
    draw(animate);
  }

  // ── Dragging ──────────────────────────────────────────────────────────────────────────────
  let drag: { id: number; x: number; y: number; start: number; moving: boolean; samples: { t: number; x: number }[] } | null = null;

  function onPointerDown(event: PointerEvent) {
    if (drag || !event.isPrimary || (event.pointerType === "mouse" && event.button !== 0)) return;
    drag = { id: event.pointerId, x: event.clientX, y: event.clientY, start: position, moving: false, samples: [{ t: event.timeStamp, x: event.clientX }] };
  }

  function onPointerMove(event: PointerEvent) {
    if (!drag || event.pointerId !== drag.id) return;
    const dx = event.clientX - drag.x;
    const dy = event.clientY - drag.y;
    if (!drag.moving) {
      if (Math.abs(dx) < DRAG_THRESHOLD && Math.abs(dy) < DRAG_THRESHOLD) return;
      // Mostly vertical: the page's scroll, not ours.
      if (Math.abs(dy) > Math.abs(dx)) {
        drag = null;
        return;
      }
      // Caught mid-slide, the track stops under the finger.
      drag.start = shownPosition();
      drag.x = event.clientX;
      drag.moving = true;
      if (event.pointerType === "mouse") viewport.setPointerCapture(event.pointerId);
    }
    drag.samples.push({ t: event.timeStamp, x: event.clientX });
    while (drag.samples.length > 2 && event.timeStamp - drag.samples[0].t > VELOCITY_WINDOW_MS) drag.samples.shift();
    const width = track.offsetWidth || 1;
    const n = count();
    const raw = drag.start - (event.clientX - drag.x) / width;
    position = resist(raw, n, loop);
    windowStart = windowFor(drag.start, position, n);
    draw(false);
  }

  function onPointerUp(event: PointerEvent) {
    if (!drag || event.pointerId !== drag.id) return;
    const { moving, samples, start } = drag;
    drag = null;
    if (!moving) return;
    const first = samples[0];
    const last = samples[samples.length - 1];
    const elapsed = last.t - first.t;
    const width = track.offsetWidth || 1;
    const velocity = elapsed > 0 ? -(last.x - first.x) / width / elapsed : 0;
    moveTo(settleTarget(start, position, velocity, count(), loop), true);
    // The click that ends a drag is not a tap on what lies under it (the gallery's opener).
    const swallow = (click: MouseEvent) => {
      click.preventDefault();
      click.stopPropagation();
    };
    viewport.addEventListener("click", swallow, { capture: true, once: true });
    window.setTimeout(() => viewport.removeEventListener("click", swallow, { capture: true }), 0);
  }

  // Images and links inside the track would start the browser's own drag and drop.
  const onDragStart = (event: DragEvent) => event.preventDefault();

  viewport.style.touchAction = "pan-y pinch-zoom";
  viewport.addEventListener("pointerdown", onPointerDown);
  viewport.addEventListener("pointermove", onPointerMove);
  viewport.addEventListener("pointerup", onPointerUp);
  viewport.addEventListener("pointercancel", onPointerUp);
  viewport.addEventListener("dragstart", onDragStart);
  draw(false);
  // The signal that the track is live (end-to-end tests wait for it).
  viewport.dataset.carouselReady = "";

  return {
    /** Slide `index` (along the dots' order); `animate` false jumps. */
    go: (index: number, animate: boolean) => moveTo(positionOf(index, position, count(), loop), animate),
    /** One slide on (`step` 1) or back (−1); at an end without a loop, nothing. */
    step: (step: 1 | -1, animate: boolean) => {
      const target = Math.round(position) + step;
      if (!loop && (target < 0 || target >= count())) return;
      moveTo(target, animate);
    },
    setReducedMotion: (value: boolean) => {
      reduced = value;
    },
    destroy: () => {
      viewport.removeEventListener("pointerdown", onPointerDown);
      viewport.removeEventListener("pointermove", onPointerMove);
      viewport.removeEventListener("pointerup", onPointerUp);
      viewport.removeEventListener("pointercancel", onPointerUp);
      viewport.removeEventListener("dragstart", onDragStart);
      delete viewport.dataset.carouselReady;
    },
  };
}

export type Track = ReturnType<typeof createTrack>;
