import { ResponsiveImage } from "@/media/components/responsive-image";
import type { AboutImageDto } from "@/about/queries";
import type { CarouselLabels } from "../carousel-labels";
import { AboutCarouselClient } from "./about-carousel.client";

/**
 * Active About images, drawn here on the server and handed to the client carousel as elements
 * (its JavaScript holds the switching only). The spec's interval is 5 s (the component's own
 * default is 4 s). With no image, a plain box that needs no script.
 */
export function AboutCarousel({ images, labels, intervalMs = 4000 }: { images: AboutImageDto[]; labels: CarouselLabels; intervalMs?: number }) {
  if (images.length === 0) {
    return <div className="flex aspect-[4/3] items-center justify-center rounded-xl bg-muted text-muted-foreground">{labels.empty}</div>;
  }
  return (
    <AboutCarouselClient
      labels={labels}
      intervalMs={intervalMs}
      pictures={images.map((img) => (
        <ResponsiveImage
          key={img.id}
          image={img.image}
          alt={img.alt}
          sizes="(min-width: 1024px) 600px, 100vw"
          className="h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      ))}
    />
  );
}
