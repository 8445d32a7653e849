"use client";
import { useCallback, useEffect, useState } from "react";
import { useReducedMotion } from "@/ui/use-carousel";

/**
 * Auto-rotation of a carousel: calls `advance` `intervalMs` after each slide change (so a
 * slide chosen by hand gets its full time), pauses while hovered or focused, and has a pause
 * control (WCAG 2.2.2). For people who ask the system for reduced motion it starts paused; the
 * control can still start it.
 */
export function useCarouselAutoplay({ count, intervalMs, index, advance }: { count: number; intervalMs: number; index: number; advance: () => void }) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [choice, setChoice] = useState<"paused" | "playing" | null>(null);
  const reduced = useReducedMotion();
  const stopped = choice ? choice === "paused" : reduced;
  const running = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!running) return;
    const timer = window.setTimeout(advance, intervalMs);
    return () => window.clearTimeout(timer);
  }, [running, index, intervalMs, advance]);

  const pauseProps = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocusCapture: () => setFocused(true),
    onBlurCapture: () => setFocused(false),
  };
  const toggle = () => setChoice(stopped ? "playing" : "paused");
  return { stopped, toggle, pauseProps };
}

/**
 * (The admin About preview's fading carousel.) Index of an auto-advancing carousel: moves every `intervalMs`, pauses while hovered or
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
