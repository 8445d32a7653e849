"use client";
import { useState } from "react";

/**
 * Which slides carry their picture: the current one, and — once the visitor reaches for the
 * gallery (pointer, touch or focus) — its neighbours, so a swipe finds the next picture
 * already there. The page itself loads the first picture only.
 */
export function useShownSlides(index: number, total: number) {
  const [warm, setWarm] = useState(false);
  const isShown = (i: number) => i === index || (warm && (i === (index + 1) % total || i === (index - 1 + total) % total));
  return { isShown, warmUp: () => setWarm(true) };
}
