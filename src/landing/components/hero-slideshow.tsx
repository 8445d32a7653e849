import { Fragment } from "react";
import { ResponsiveImage } from "@/media/components/responsive-image";
import type { HeroSlideDto } from "@/hero/queries";
import type { CarouselLabels } from "../carousel-labels";
import { HeroSlideshowClient } from "./hero-slideshow.client";

type Props = { slides: HeroSlideDto[]; labels: CarouselLabels; actions: { requestQuote: string; viewProjects: string } };

const titleClass = "text-4xl font-bold leading-tight sm:text-5xl lg:text-6xl";

/**
 * The hero slideshow's pictures and words, drawn here on the server and handed to the client
 * slideshow as elements: its JavaScript holds the switching only, and the payload no image data
 * beyond what the markup itself needs. The first slide is the page's LCP image (and its `<h1>`).
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
      captions={slides.map((slide, i) => (
        <Fragment key={slide.id}>
          {i === 0 ? <h1 className={titleClass}>{slide.title}</h1> : <p className={titleClass}>{slide.title}</p>}
          {slide.subtitle && <p className="mt-5 text-lg text-stone-100 sm:text-xl">{slide.subtitle}</p>}
        </Fragment>
      ))}
      actions={
        <>
          <a href="#contact" className="rounded-md bg-primary px-6 py-3 font-semibold text-primary-foreground hover:bg-primary/90">
            {actions.requestQuote}
          </a>
          <a href="#projects" className="rounded-md border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10">
            {actions.viewProjects}
          </a>
        </>
      }
    />
  );
}
