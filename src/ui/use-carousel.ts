"use client";
import useEmblaCarousel from "embla-carousel-react";
import { useCallback, useEffect, useState, useSyncExternalStore, type KeyboardEvent } from "react";

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
 * A swipeable carousel on embla's core (touch and mouse drag; no plugins). The markup is the
 * caller's: `viewportRef` goes on the clipping element, whose first child is the flex track of
 * full-width slides. Until the script runs the track shows its first slide as plain HTML, and
 * embla only adds a transform, so nothing shifts when it starts.
 */
export function useCarousel({ loop = false, startIndex = 0 }: CarouselOptions = {}) {
  const [viewportRef, api] = useEmblaCarousel({ loop, startIndex, duration: 25 });
  const [index, setIndex] = useState(startIndex);
  const reduced = useReducedMotion();

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setIndex(api.selectedScrollSnap());
    onSelect();
    api.on("select", onSelect).on("reInit", onSelect);
    return () => {
      api.off("select", onSelect).off("reInit", onSelect);
    };
  }, [api]);

  /** Moves to slide `i`: animated, or at once for reduced motion or when `jump` is asked. */
  const go = useCallback((i: number, jump = false) => api?.scrollTo(i, jump || reduced), [api, reduced]);
  const previous = useCallback(() => api?.scrollPrev(reduced), [api, reduced]);
  const next = useCallback(() => api?.scrollNext(reduced), [api, reduced]);

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

  return { viewportRef, api, index, go, previous, next, onKeyDown, reduced };
}

/** The classes of a carousel's track and of each of its slides. */
export const carouselTrack = "flex h-full touch-pan-y touch-pinch-zoom";
export const carouselSlide = "relative h-full min-w-0 shrink-0 grow-0 basis-full";
