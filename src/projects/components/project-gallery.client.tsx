"use client";
import { ChevronLeft, ChevronRight, Maximize2 } from "lucide-react";
import dynamic from "next/dynamic";
import { useRef, useState } from "react";
import { cn } from "@/lib/cn";
import { ResponsiveImage } from "@/media/components/responsive-image";
import type { ImageRef } from "@/media/image-ref";
import { projectMessages } from "./project-messages";

const m = projectMessages.gallery;

export type GalleryImage = { id: string; image: ImageRef; alt: string; caption: string | null };

// The fullscreen viewer (Radix Dialog, focus trap, scroll lock) is fetched on first use only.
const loadViewer = () => import("./gallery-viewer.client");
const GalleryViewer = dynamic(loadViewer, { ssr: false });

const navButton =
  "absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full bg-black/55 text-white shadow-md backdrop-blur-sm transition-colors hover:bg-black/75 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black";

/**
 * Carousel (main image 500 px high) with previous/next, thumbnails in 4/6/8 columns and the
 * fullscreen viewer. Server-rendered with the first image selected; the viewer is lazy.
 */
export function ProjectGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const total = images.length;
  if (total === 0) {
    return <p className="rounded-xl border border-dashed py-16 text-center text-muted-foreground">{m.empty}</p>;
  }
  const current = images[Math.min(index, total - 1)];
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total);
  const open = (button: HTMLButtonElement) => {
    openerRef.current = button;
    setViewerOpen(true);
  };

  return (
    <div>
      <div className="relative h-[500px] overflow-hidden rounded-xl bg-stone-900">
        <button
          type="button"
          onClick={(e) => open(e.currentTarget)}
          onPointerEnter={loadViewer}
          onFocus={loadViewer}
          className="group block h-full w-full cursor-zoom-in focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-inset focus-visible:ring-ring"
          aria-label={`${m.openFullscreen}: ${current.alt}`}
        >
          <ResponsiveImage
            key={current.id}
            image={current.image}
            alt={current.alt}
            sizes="(min-width: 1280px) 1232px, 100vw"
            className="h-full w-full"
            imgClassName="h-full w-full object-contain"
          />
          <span className="pointer-events-none absolute right-3 top-3 inline-flex size-11 items-center justify-center rounded-full bg-black/55 text-white opacity-90 transition-opacity group-hover:opacity-100">
            <Maximize2 className="size-5" aria-hidden />
          </span>
        </button>
        {total > 1 && (
          <>
            <button type="button" onClick={() => go(-1)} className={cn(navButton, "left-3")} aria-label={m.previous}>
              <ChevronLeft className="size-6" aria-hidden />
            </button>
            <button type="button" onClick={() => go(1)} className={cn(navButton, "right-3")} aria-label={m.next}>
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
          {images.map((img, i) => (
            <li key={img.id}>
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-label={m.showImage(i + 1, total)}
                aria-current={i === index}
                className={cn(
                  "block aspect-square w-full overflow-hidden rounded-md ring-offset-2 ring-offset-background transition focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                  i === index ? "ring-2 ring-primary" : "opacity-70 hover:opacity-100",
                )}
              >
                <ResponsiveImage
                  image={img.image}
                  alt=""
                  sizes="(min-width: 1024px) 150px, (min-width: 640px) 17vw, 25vw"
                  className="h-full w-full"
                  imgClassName="h-full w-full object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      )}

      {viewerOpen && (
        <GalleryViewer
          images={images}
          index={index}
          onIndexChange={setIndex}
          onClose={() => setViewerOpen(false)}
          returnFocusTo={openerRef}
          title={title}
        />
      )}
    </div>
  );
}
