"use client";
import { ResponsiveImage } from "@/media/components/responsive-image";
import type { AboutImageDto } from "@/about/queries";
import { clsx as cn } from "clsx";
import type { CarouselLabels } from "../carousel-labels";
import { carouselSlide, carouselTrack, useCarousel } from "@/ui/use-carousel";
import { PlayPauseButton } from "./play-pause-button";
import { useCarouselAutoplay } from "../../ui/use-autoplay";

/**
 * Active About images, swipeable, with dots, a pause control and arrow keys; the spec's
 * interval is 5 s (the component's own default is 4 s).
 */
export function AboutCarousel({ images, labels, intervalMs = 4000 }: { images: AboutImageDto[]; labels: CarouselLabels; intervalMs?: number }) {
  const total = images.length;
  const { viewportRef, index, go, next, onKeyDown } = useCarousel({ loop: total > 1 });
  const { stopped, toggle, pauseProps } = useCarouselAutoplay({ count: total, intervalMs, index, advance: next });
  if (total === 0) {
    return <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-muted text-muted-foreground">{labels.empty}</div>;
  }
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the focusable controls inside the carousel region; the region takes no focus itself
    <div className="relative" aria-roledescription={labels.roleDescription} aria-label={labels.region} role="region" onKeyDown={onKeyDown} {...pauseProps}>
      <div ref={viewportRef} className="aspect-[4/3] overflow-hidden rounded-xl shadow-lg">
        <div className={carouselTrack}>
          {images.map((img, i) => (
            <div
              key={img.id}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slides[i]}
              aria-hidden={i !== index}
              className={carouselSlide}
            >
              <ResponsiveImage
                image={img.image}
                alt={img.alt}
                sizes="(min-width: 1024px) 600px, 100vw"
                className="h-full w-full"
                imgClassName="h-full w-full object-cover"
              />
            </div>
          ))}
        </div>
      </div>
      {total > 1 && (
        <div className="absolute bottom-3 left-1/2 flex -translate-x-1/2 items-center gap-1">
          <div className="flex gap-1" role="group" aria-label={labels.dotsLabel}>
            {images.map((img, i) => (
              <button
                key={img.id}
                type="button"
                onClick={() => go(i)}
                aria-label={labels.dots[i]}
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
