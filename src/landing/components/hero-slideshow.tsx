import { ResponsiveImage } from "@/media/components/responsive-image";
import type { HeroSlideDto } from "@/hero/queries";
import type { CarouselLabels } from "../carousel-labels";
import { HeroSlideshowClient } from "./hero-slideshow.client";

type Props = { slides: HeroSlideDto[]; labels: CarouselLabels; actions: { requestQuote: string; viewProjects: string } };

/**
 * The hero slideshow's pictures, drawn here on the server and handed to the client slideshow as
 * elements: its JavaScript holds no image markup code. The titles stay plain strings (as
 * elements, their class names made the payload larger). The first slide is the page's LCP image.
 */
export function HeroSlideshow({ slides, labels, actions }: Props) {
  return (
    <HeroSlideshowClient
      labels={labels}
      pictures={slides.map((slide, i) =>
        slide.image ? (
          <ResponsiveImage
            key={slide.id}
            image={slide.image}
            alt=""
            sizes="100vw"
            priority={i === 0}
            className="h-full w-full"
            imgClassName="h-full w-full object-cover"
          />
        ) : null,
      )}
      titles={slides.map(({ title, subtitle }) => ({ title, subtitle }))}
      actions={actions}
    />
  );
}
