import type { ReactNode } from "react";
import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, Maximize2 } from "@/ui/icons";
import type { ProjectMessages } from "../messages";
import { carouselSlide, carouselTrack } from "@/ui/carousel-classes";
import { GalleryCarouselDom } from "./gallery-carousel.dom";
import { GalleryViewer, type GalleryItem } from "./gallery-viewer";

const navButton =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow-md backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black";

type Props = {
  title: string;
  items: GalleryItem[];
  /** One server-rendered picture per image, drawn to fill its box (object-contain). */
  slides: ReactNode[];
  /** One server-rendered square thumbnail per image. */
  thumbs: ReactNode[];
  m: ProjectMessages["gallery"];
};

/**
 * Carousel (main image 500 px high, less on narrow screens) that follows swipes, with
 * previous/next, arrow keys, thumbnails in 4/6/8 columns and the fullscreen viewer, driven by
 * `gallery-carousel.controller.ts`. Served with the first image selected and drawn; every other
 * picture waits in its slide's `<template>` until the script shows it (the current one and,
 * once the visitor reaches for the gallery, its neighbours). The wording the script changes is
 * here too, with placeholders, in the page's language.
 */
export function GalleryCarousel({ title, items, slides, thumbs, m }: Props) {
  const total = items.length;
  const first = items[0];
  return (
    <div
      {...{
        [GalleryCarouselDom.Gallery]: "",
        [GalleryCarouselDom.Counter]: m.counter("{n}", "{total}"),
        [GalleryCarouselDom.OpenLabel]: `${m.openFullscreen}: {alt}`,
      }}
    >
      <div
        className="relative h-[min(500px,75vw)] overflow-hidden rounded-xl bg-stone-900"
        role="region"
        aria-roledescription="carrusel"
        aria-label={m.viewerTitle(title)}
        {...{ [GalleryCarouselDom.GalleryRegion]: "" }}
      >
        {/* The opener lies inside the swipe area: a drag moves the track, a tap opens the viewer. */}
        <div className="h-full overflow-hidden" {...{ [GalleryCarouselDom.GalleryViewport]: "" }}>
          <div className={carouselTrack}>
            {items.map((item, i) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={m.counter(i + 1, total)}
                aria-hidden={i !== 0}
                className={carouselSlide}
                {...{ [GalleryCarouselDom.Alt]: item.alt, [GalleryCarouselDom.Caption]: item.caption ?? undefined }}
              >
                {i === 0 ? slides[i] : <template>{slides[i]}</template>}
              </div>
            ))}
          </div>
          <button
            type="button"
            className="group absolute inset-0 block h-full w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-ring"
            aria-label={`${m.openFullscreen}: ${first.alt}`}
            {...{ [GalleryCarouselDom.GalleryOpen]: "" }}
          >
            <span className="pointer-events-none absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white opacity-90 transition-opacity group-hover:opacity-100">
              <Maximize2 className="size-5" aria-hidden />
            </span>
          </button>
        </div>
        {total > 1 && (
          <>
            <button type="button" className={clsx(navButton, "left-3")} aria-label={m.previous} {...{ [GalleryCarouselDom.GalleryStep]: "-1" }}>
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button type="button" className={clsx(navButton, "right-3")} aria-label={m.next} {...{ [GalleryCarouselDom.GalleryStep]: "1" }}>
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
        <span
          className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white"
          aria-hidden
          {...{ [GalleryCarouselDom.GalleryCounter]: "" }}
        >
          {m.counter(1, total)}
        </span>
      </div>
      <p className="mt-3 min-h-6 text-center text-sm text-muted-foreground" aria-live="polite" {...{ [GalleryCarouselDom.GalleryCaption]: "" }}>
        {first.caption ?? <span className="sr-only">{m.counter(1, total)}</span>}
      </p>

      {total > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8" aria-label={m.thumbnails}>
          {items.map((item, i) => (
            <li key={item.id}>
              {/* The ring marks the current thumbnail by its aria-current, which the script keeps in step. */}
              <button
                type="button"
                aria-label={m.showImage(i + 1, total)}
                aria-current={i === 0}
                {...{ [GalleryCarouselDom.GalleryThumb]: i }}
                className="block aspect-square w-full overflow-hidden rounded-md ring-offset-2 ring-offset-background transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[current=true]:ring-2 aria-[current=true]:ring-primary aria-[current=false]:opacity-70 aria-[current=false]:hover:opacity-100"
              >
                {thumbs[i]}
              </button>
            </li>
          ))}
        </ul>
      )}

      <GalleryViewer title={title} items={items} m={m} />
    </div>
  );
}
