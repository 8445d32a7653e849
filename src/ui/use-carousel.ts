"use client";
import { useCallback, useEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { createTrack, type Track } from "./carousel-track";

type CarouselOptions = { loop?: boolean; startIndex?: number };

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

function subscribeToMotion(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener("change", onChange);
  return () => query.removeEventListener("change", onChange);
}

/** Whether the system asks for reduced motion (false on the server and during hydration). */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeToMotion,
    () => window.matchMedia(REDUCED_MOTION).matches,
    () => false,
  );
}

/**
 * A swipeable carousel (touch, pen and mouse drag; `carousel-track.ts`). The markup is the
 * caller's: `viewportRef` goes on the clipping element, whose first child is the flex track of
 * full-width slides. Until the script runs the track shows its first slide as plain HTML, and
 * the track only adds a transform, so nothing shifts when it starts. The viewport gets
 * `data-carousel-ready` once it answers.
 */
export function useCarousel({ loop = false, startIndex = 0 }: CarouselOptions = {}) {
  const [viewport, viewportRef] = useState<HTMLElement | null>(null);
  const [index, setIndex] = useState(startIndex);
  const reduced = useReducedMotion();
  const track = useRef<Track | null>(null);
  // Read once: a later start index is the caller's echo, not a request to jump.
  const [start] = useState(startIndex);

  useEffect(() => {
    if (!viewport) return;
    const created = createTrack(viewport, { loop, startIndex: start, onSelect: setIndex });
    track.current = created;
    return () => {
      created.destroy();
      track.current = null;
    };
  }, [viewport, loop, start]);

  useEffect(() => track.current?.setReducedMotion(reduced), [reduced, viewport, loop]);

  /** Moves to slide `i`: animated, or at once for reduced motion or when `jump` is asked. */
  const go = useCallback((i: number, jump = false) => track.current?.go(i, !jump), []);
  const previous = useCallback(() => track.current?.step(-1, true), []);
  const next = useCallback(() => track.current?.step(1, true), []);

  /** Left and right arrows move between slides while focus is inside the carousel. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
      event.preventDefault();
      if (event.key === "ArrowLeft") previous();
      else next();
    },
    [previous, next],
  );

  return { viewportRef, index, go, previous, next, onKeyDown, reduced };
}

export { carouselSlide, carouselTrack } from "./carousel-classes";
