"use client";
import type { ReactNode } from "react";
import { clsx as cn } from "clsx";
import type { CarouselLabels } from "../carousel-labels";
import { carouselSlide, carouselTrack, useCarousel } from "@/ui/use-carousel";
import { PlayPauseButton } from "./play-pause-button";
import { useCarouselAutoplay } from "../../ui/use-autoplay";

type Props = {
  labels: CarouselLabels;
  /** One server-drawn picture per image (at least one). */
  pictures: ReactNode[];
  intervalMs: number;
};

/** The About pictures, swipeable, with dots, a pause control and arrow keys. */
export function AboutCarouselClient({ labels, pictures, intervalMs }: Props) {
  const total = pictures.length;
  const { viewportRef, index, go, next, onKeyDown } = useCarousel({ loop: total > 1 });
  const { stopped, toggle, pauseProps } = useCarouselAutoplay({ count: total, intervalMs, index, advance: next });
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the focusable controls inside the carousel region; the region takes no focus itself
    <div className="relative" aria-roledescription={labels.roleDescription} aria-label={labels.region} role="region" onKeyDown={onKeyDown} {...pauseProps}>
      <div ref={viewportRef} className="aspect-[4/3] overflow-hidden rounded-xl shadow-lg">
        <div className={carouselTrack}>
          {pictures.map((picture, i) => (
            <div key={i} role="group" aria-roledescription={labels.slideRole} aria-label={labels.slides[i]} aria-hidden={i !== index} className={carouselSlide}>
              {picture}
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1">
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
                <span className={cn("block h-2 rounded-full transition-all", i === index ? "w-6 bg-white" : "w-2 bg-white/60")} />
              </button>
            ))}
          </div>
          <PlayPauseButton stopped={stopped} onToggle={toggle} labels={labels} className="ml-1" />
        </div>
      )}
    </div>
  );
}
