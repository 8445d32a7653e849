"use client";
import { lazy, Suspense, type ComponentProps } from "react";
import type { BeforeAfterSlider } from "./before-after-slider.client";

/**
 * The slider's code is fetched when its tab is chosen (or warmed when the pointer or focus
 * reaches the tab), never with the page: the panel is mounted on selection only.
 */
export const loadBeforeAfterSlider = () => import("./before-after-slider.client");
// React.lazy rather than next/dynamic: the panel is never rendered on the server.
const Slider = lazy(() => loadBeforeAfterSlider().then((m) => ({ default: m.BeforeAfterSlider })));

/** Same height as the slider's picture area while its code arrives: nothing moves. */
const placeholder = <div className="h-[min(500px,75vw)] rounded-xl bg-muted" aria-hidden />;

export function LazyBeforeAfterSlider(props: ComponentProps<typeof BeforeAfterSlider>) {
  return (
    <Suspense fallback={placeholder}>
      <Slider {...props} />
    </Suspense>
  );
}
