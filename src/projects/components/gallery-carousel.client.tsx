"use client";
import { clsx } from "clsx";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";
import { __iconData as maximize2Icon } from "lucide-react/icons/maximize-2";
import { icon } from "@/ui/icon";
import { lazy, Suspense, useCallback, useRef, useState, type ReactNode } from "react";
import { carouselSlide, carouselTrack, useCarousel } from "@/ui/use-carousel";
import type { GalleryItem } from "./gallery-viewer.client";
import { useMessages } from "@/i18n/locale-context.client";
import { projectMessages } from "./project-messages";
import { useShownSlides } from "./use-shown-slides";

const ChevronLeft = icon(chevronLeftIcon);
const ChevronRight = icon(chevronRightIcon);
const Maximize2 = icon(maximize2Icon);

// The fullscreen viewer (Radix Dialog: focus trap, scroll lock) is fetched on first use only,
// and warmed up when the pointer or focus reaches the control that opens it.
const loadViewer = () => import("./gallery-viewer.client");
// React.lazy rather than next/dynamic: it is only rendered after a click, so no server rendering
// is involved, and next/dynamic would bring its own client code to every project page.
const GalleryViewer = lazy(loadViewer);

const navButton =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow-md backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black";

type Props = {
  title: string;
  items: GalleryItem[];
  /** One server-rendered picture per image, drawn to fill its box (object-contain). */
  slides: ReactNode[];
  /** One server-rendered square thumbnail per image. */
  thumbs: ReactNode[];
};

/**
 * Carousel (main image 500 px high, less on narrow screens) that follows swipes, with
 * previous/next, arrow keys, thumbnails in 4/6/8 columns and the fullscreen viewer.
 * Server-rendered with the first image selected.
 */
export function GalleryCarousel({ title, items, slides, thumbs }: Props) {
  const m = useMessages(projectMessages).gallery;
  const total = items.length;
  const { viewportRef, index, go, previous, next, onKeyDown } = useCarousel({ loop: total > 1 });
  const { isShown, warmUp } = useShownSlides(index, total);
  const [viewerOpen, setViewerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const current = items[index];
  // Stable, so the viewer's effect runs on its own index changes only.
  const followViewer = useCallback((i: number) => go(i, true), [go]);

  return (
    <div>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- arrow keys bubble up from the focusable controls inside the carousel region (the pointer handlers only warm up the next images) */}
      <div
        className="relative h-[min(500px,75vw)] overflow-hidden rounded-xl bg-stone-900"
        role="region"
        aria-roledescription="carrusel"
        aria-label={m.viewerTitle(title)}
        onKeyDown={onKeyDown}
        onPointerEnter={warmUp}
        onPointerDown={warmUp}
        onFocus={warmUp}
      >
        {/* The opener lies inside the swipe area: a drag moves the track, a tap opens the viewer. */}
        <div ref={viewportRef} className="h-full overflow-hidden">
          <div className={carouselTrack}>
            {items.map((item, i) => (
              <div
                key={item.id}
                role="group"
                aria-roledescription="diapositiva"
                aria-label={m.counter(i + 1, total)}
                aria-hidden={i !== index}
                className={carouselSlide}
              >
                {isShown(i) ? slides[i] : null}
              </div>
            ))}
          </div>
          <button
            ref={openerRef}
            type="button"
            onClick={() => setViewerOpen(true)}
            onPointerEnter={loadViewer}
            onFocus={loadViewer}
            className="group absolute inset-0 block h-full w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-ring"
            aria-label={`${m.openFullscreen}: ${current.alt}`}
          >
            <span className="pointer-events-none absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white opacity-90 transition-opacity group-hover:opacity-100">
              <Maximize2 className="size-5" aria-hidden />
            </span>
          </button>
        </div>
        {total > 1 && (
          <>
            <button type="button" onClick={previous} className={clsx(navButton, "left-3")} aria-label={m.previous}>
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button type="button" onClick={next} className={clsx(navButton, "right-3")} aria-label={m.next}>
              <ChevronRight className="size-6" aria-hidden />
            </button>
          </>
        )}
        <span className="pointer-events-none absolute bottom-3 right-3 rounded-full bg-black/60 px-3 py-1 text-xs font-medium text-white" aria-hidden>
          {m.counter(index + 1, total)}
        </span>
      </div>
      <p className="mt-3 min-h-6 text-center text-sm text-muted-foreground" aria-live="polite">
        {current.caption ?? <span className="sr-only">{m.counter(index + 1, total)}</span>}
      </p>

      {total > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-2 sm:grid-cols-6 lg:grid-cols-8" aria-label={m.thumbnails}>
          {items.map((item, i) => (
            <li key={item.id}>
              <button
                type="button"
                onClick={() => go(i)}
                aria-label={m.showImage(i + 1, total)}
                aria-current={i === index}
                className={clsx(
                  "block aspect-square w-full overflow-hidden rounded-md ring-offset-2 ring-offset-background transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  i === index ? "ring-2 ring-primary" : "opacity-70 hover:opacity-100",
                )}
              >
                {thumbs[i]}
              </button>
            </li>
          ))}
        </ul>
      )}

      {viewerOpen && (
        <Suspense fallback={null}>
          <GalleryViewer
            items={items}
            slides={slides}
            index={index}
            onIndexChange={followViewer}
            onClose={() => setViewerOpen(false)}
            returnFocusTo={openerRef}
            title={title}
          />
        </Suspense>
      )}
    </div>
  );
}
