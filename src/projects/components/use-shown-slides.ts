"use client";
import { useState } from "react";

/** Whether slide `i` carries its picture: the current one, and its neighbours (wrapping) once warm. */
export function isSlideShown(i: number, index: number, total: number, warm: boolean): boolean {
  return i === index || (warm && total > 1 && (i === (index + 1) % total || i === (index - 1 + total) % total));
}

/**
 * Which slides carry their picture: the current one, and — once the visitor reaches for the
 * gallery (pointer, touch or focus) — its neighbours, so a swipe finds the next picture
 * already there. The page itself loads the first picture only.
 */
export function useShownSlides(index: number, total: number) {
  const [warm, setWarm] = useState(false);
  return { isShown: (i: number) => isSlideShown(i, index, total, warm), warmUp: () => setWarm(true) };
}
