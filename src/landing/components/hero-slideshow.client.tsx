"use client";
import { useEffect, useState, type ReactNode } from "react";
import { clsx as cn } from "clsx";
import type { CarouselLabels } from "../carousel-labels";
import { carouselSlide, carouselTrack, useCarousel } from "@/ui/use-carousel";
import { PlayPauseButton } from "./play-pause-button";
import { useCarouselAutoplay } from "../../ui/use-autoplay";

const HERO_INTERVAL_MS = 5000;
/** The other slides' images wait this long, so they never compete with the first (LCP) image. */
const OTHER_SLIDES_DELAY_MS = 2500;

/** True after `delayMs`, or as soon as `now` is called (a visitor starting to swipe). */
function useDelayedFlag(delayMs: number) {
  const [on, setOn] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setOn(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return [on, () => setOn(true)] as const;
}

type Props = {
  labels: CarouselLabels;
  /** One server-drawn picture per slide (null: the slide has no image). */
  pictures: ReactNode[];
  /** Each slide's words; the first title is the page's `<h1>`. */
  titles: { title: string; subtitle: string | null }[];
  actions: { requestQuote: string; viewProjects: string };
};

/**
 * Slides every 5 s with dots, a pause control, swipe and arrow keys; paused on hover and focus.
 * The pictures slide in a swipeable track behind the text, which cross-fades above them and
 * lets touches through to the track (its links and buttons excepted). The first slide is the
 * page's LCP image, server-rendered in place; the others' images come later.
 */
export function HeroSlideshowClient({ labels, pictures, titles, actions }: Props) {
  const total = pictures.length;
  const { viewportRef, index, go, next, onKeyDown } = useCarousel({ loop: total > 1 });
  const { stopped, toggle, pauseProps } = useCarouselAutoplay({ count: total, intervalMs: HERO_INTERVAL_MS, index, advance: next });
  const [othersReady, loadOthers] = useDelayedFlag(OTHER_SLIDES_DELAY_MS);

  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the focusable controls inside the carousel; the section takes no focus itself
    <section
      id="home"
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      className="relative flex min-h-[88vh] items-center overflow-hidden bg-stone-900 text-white"
      onKeyDown={onKeyDown}
      {...pauseProps}
    >
      <div ref={viewportRef} className="absolute inset-0 overflow-hidden" onPointerDown={loadOthers}>
        <div className={carouselTrack}>
          {pictures.map((picture, i) => (
            <div key={i} aria-hidden={i !== index} className={carouselSlide}>
              {picture && (i === 0 || i === index || othersReady) ? (
                picture
              ) : (
                <div className="h-full w-full bg-gradient-to-br from-stone-800 via-amber-900 to-stone-900" />
              )}
              <div className="absolute inset-0 bg-gradient-to-r from-black/75 via-black/45 to-black/10" />
            </div>
          ))}
        </div>
      </div>
      <div className="pointer-events-none relative z-10 mx-auto w-full max-w-7xl px-4 pt-16 sm:px-6">
        <div className="grid max-w-3xl">
          {titles.map((slide, i) => (
            <div
              key={i}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slides[i]}
              aria-hidden={i !== index}
              className={cn("col-start-1 row-start-1 transition-opacity duration-700", i === index ? "opacity-100" : "opacity-0")}
            >
              {i === 0 ? (
                <h1 className="text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">{slide.title}</h1>
              ) : (
                <p className="text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl">{slide.title}</p>
              )}
              {slide.subtitle && <p className="mt-5 text-lg text-stone-100 sm:text-xl">{slide.subtitle}</p>}
            </div>
          ))}
        </div>
        <div className="pointer-events-auto mt-8 flex w-fit flex-wrap gap-3">
          <a href="#contact" className="rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary/90">
            {actions.requestQuote}
          </a>
          <a href="#projects" className="rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
            {actions.viewProjects}
          </a>
        </div>
      </div>
      {total > 1 && (
        <div className="absolute bottom-8 left-1/2 z-10 flex -translate-x-1/2 items-center gap-1">
          <div className="flex gap-1" role="group" aria-label={labels.dotsLabel}>
            {labels.dots.map((dot, i) => (
              <button
                key={i}
                type="button"
                onClick={() => go(i)}
                aria-label={dot}
                aria-current={i === index}
                className="flex size-11 items-center justify-center"
              >
                <span className={cn("block h-2.5 rounded-full transition-all", i === index ? "w-8 bg-white" : "w-2.5 bg-white/60")} />
              </button>
            ))}
          </div>
          <PlayPauseButton stopped={stopped} onToggle={toggle} labels={labels} className="ml-2" />
        </div>
      )}
    </section>
  );
}
