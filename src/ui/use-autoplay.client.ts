"use client";
import { useCallback, useEffect, useState } from "react";
/**
 * The admin About preview's fading carousel (the public carousels run on
 * `src/landing/components/carousel.controller.ts`). Index of an auto-advancing carousel: moves every `intervalMs`, pauses while hovered or
 * focused, and stops for people who ask the system for reduced motion. `stopped` is an
 * explicit pause control (a pause button) on top of that.
 */
export function useAutoplay(count: number, intervalMs: number, stopped = false) {
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (count < 2 || paused || stopped) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, paused, stopped]);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);
  const pauseProps = {
    onMouseEnter: () => setPaused(true),
    onMouseLeave: () => setPaused(false),
    onFocusCapture: () => setPaused(true),
    onBlurCapture: () => setPaused(false),
  };
  return { index: Math.min(index, Math.max(count - 1, 0)), go, pauseProps };
}
