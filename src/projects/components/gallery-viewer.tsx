import { clsx } from "clsx";
import { ChevronLeft, ChevronRight, X } from "@/ui/icons";
import type { ProjectMessages } from "../messages";
import { carouselSlide, carouselTrack } from "@/ui/carousel-classes";
import { GalleryViewerDom } from "./gallery-viewer.dom";

/** One picture of a project's gallery, as the carousel and its fullscreen viewer name it. */
export type GalleryItem = { id: string; alt: string; caption: string | null };

const control =
  "inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/**
 * Fullscreen viewer: a native modal `<dialog>` (`showModal()`: the page behind is inert, Escape
 * closes), driven by `gallery-viewer.controller.ts`, which also returns focus to the opener and
 * locks the page's scroll. It follows swipes, with previous/next and an 'n / total' counter;
 * previous is hidden on the first image and next on the last (no wrapping). Its slides are
 * empty until opened: the script copies the carousel's pictures in. Never open without
 * JavaScript (nothing opens it), so it costs a visitor without scripts nothing but bytes.
 */
export function GalleryViewer({ title, items, m }: { title: string; items: GalleryItem[]; m: ProjectMessages["gallery"] }) {
  const total = items.length;
  return (
    <dialog
      aria-labelledby="gallery-viewer-title"
      aria-describedby="gallery-viewer-hint"
      className="fixed inset-0 z-50 m-0 h-dvh max-h-none w-screen max-w-none flex-col overflow-hidden border-0 bg-transparent p-0 text-white outline-none backdrop:bg-black/95 open:flex"
      {...{ [GalleryViewerDom.GalleryViewer]: "" }}
    >
      <h2 id="gallery-viewer-title" className="sr-only">
        {m.viewerTitle(title)}
      </h2>
      <p id="gallery-viewer-hint" className="sr-only">
        {m.viewerHint}
      </p>

      <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="viewer-counter" {...{ [GalleryViewerDom.ViewerCounter]: "" }}>
          {m.counter(1, total)}
        </p>
        <button type="button" className={control} aria-label={m.close} {...{ [GalleryViewerDom.ViewerClose]: "" }}>
          <X className="size-6" aria-hidden />
        </button>
      </div>

      <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
        <div className="h-full w-full overflow-hidden" data-testid="viewer-track" {...{ [GalleryViewerDom.ViewerViewport]: "" }}>
          <div className={carouselTrack}>
            {items.map((item, i) => (
              <div key={item.id} aria-hidden={i !== 0} className={clsx(carouselSlide, "[&_img]:bg-transparent! [&_img]:bg-none!")} />
            ))}
          </div>
        </div>
        <button
          type="button"
          hidden
          className={clsx(control, "absolute left-2 top-1/2 -translate-y-1/2 bg-black/50 sm:left-4")}
          aria-label={m.previous}
          {...{ [GalleryViewerDom.ViewerStep]: "-1" }}
        >
          <ChevronLeft className="size-7" aria-hidden />
        </button>
        <button
          type="button"
          hidden={total <= 1}
          className={clsx(control, "absolute right-2 top-1/2 -translate-y-1/2 bg-black/50 sm:right-4")}
          aria-label={m.next}
          {...{ [GalleryViewerDom.ViewerStep]: "1" }}
        >
          <ChevronRight className="size-7" aria-hidden />
        </button>
      </div>

      <p className="min-h-12 px-4 py-3 text-center text-sm text-stone-200" {...{ [GalleryViewerDom.ViewerCaption]: "" }} />
    </dialog>
  );
}
