import { ResponsiveImage } from "@/media/components/responsive-image";
import type { AboutImageDto } from "@/about/queries";
import { carouselSlide, carouselTrack } from "@/ui/carousel-classes";
import type { CarouselLabels } from "../carousel-labels";
import { CarouselDots } from "./carousel-dots";
import { CarouselDom } from "./carousel.dom";
import { PlayPauseButton } from "./play-pause-button";

/**
 * The active About images, swipeable, with dots, a pause control and arrow keys once
 * `carousel.controller.ts` runs; as served, the first picture (the others sit beside it in
 * the clipped track, lazy). The spec's interval is 5 s (the component's own default is 4 s).
 * With no image, a plain box.
 */
export function AboutCarousel({ images, labels, intervalMs = 4000 }: { images: AboutImageDto[]; labels: CarouselLabels; intervalMs?: number }) {
  if (images.length === 0) {
    return <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-muted text-muted-foreground">{labels.empty}</div>;
  }
  const total = images.length;
  return (
    <div
      {...{ [CarouselDom.Carousel]: "", [CarouselDom.CarouselLoop]: total > 1 ? "" : undefined, [CarouselDom.CarouselAutoplay]: intervalMs }}
      className="relative"
      aria-roledescription={labels.roleDescription}
      aria-label={labels.region}
      role="region"
    >
      <div {...{ [CarouselDom.CarouselViewport]: "" }} className="aspect-[4/3] overflow-hidden rounded-xl shadow-lg">
        <div className={carouselTrack}>
          {images.map((img, i) => (
            <div
              key={img.id}
              role="group"
              aria-roledescription={labels.slideRole}
              aria-label={labels.slides[i]}
              aria-hidden={i !== 0}
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
          <CarouselDots label={labels.dotsLabel} dots={labels.dots} size="small" />
          <PlayPauseButton labels={labels} className="ml-1" />
        </div>
      )}
    </div>
  );
}
