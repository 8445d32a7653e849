"use client";
import { __iconData as chevronLeftIcon } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRightIcon } from "lucide-react/icons/chevron-right";
import { __iconData as xIcon } from "lucide-react/icons/x";
import { icon } from "@/ui/icon";
import { Dialog } from "radix-ui";
import { clsx } from "clsx";
import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from "react";
import { carouselSlide, carouselTrack, useCarousel } from "@/ui/use-carousel";
import { useMessages } from "@/i18n/locale-context.client";
import { projectMessages } from "./project-messages";
import { useShownSlides } from "./use-shown-slides";

const ChevronLeft = icon(chevronLeftIcon);
const ChevronRight = icon(chevronRightIcon);
const X = icon(xIcon);

export type GalleryItem = { id: string; alt: string; caption: string | null };

type Props = {
  items: GalleryItem[];
  /** The carousel's server-rendered pictures (object-contain, so they fit any box). */
  slides: ReactNode[];
  /** The image to open on. */
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** Where focus goes back to when the viewer closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
  title: string;
};

const control =
  "inline-flex size-12 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/25 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white";

/**
 * Fullscreen viewer: a modal dialog (focus trapped, Escape closes, focus returns to the
 * opener) that follows swipes, with previous/next and an 'n / total' counter. Previous is
 * hidden on the first image and next on the last (no wrapping); ArrowLeft/ArrowRight move
 * between images.
 */
export default function GalleryViewer({ items, slides, index: startIndex, onIndexChange, onClose, returnFocusTo, title }: Props) {
  const m = useMessages(projectMessages).gallery;
  const prevRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // Opened on `startIndex`; later changes of the prop are this viewer's own echoes (the page's
  // carousel follows it), and must not restart the track mid-swipe.
  const [openedAt] = useState(startIndex);
  const { viewportRef, index, go } = useCarousel({ startIndex: openedAt });
  const { isShown, warmUp } = useShownSlides(index, items.length);
  const total = items.length;
  const current = items[index];
  const isFirst = index === 0;
  const isLast = index === total - 1;

  // The page's carousel follows the viewer.
  useEffect(() => onIndexChange(index), [index, onIndexChange]);

  const move = (target: number) => {
    if (target < 0 || target >= total) return;
    go(target);
    // The button that was used may disappear at either end: keep focus on a visible control.
    const active = document.activeElement;
    if (target === 0 && active === prevRef.current) requestAnimationFrame(() => nextRef.current?.focus());
    if (target === total - 1 && active === nextRef.current) requestAnimationFrame(() => prevRef.current?.focus());
  };

  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === "ArrowLeft") {
      e.preventDefault();
      move(index - 1);
    } else if (e.key === "ArrowRight") {
      e.preventDefault();
      move(index + 1);
    }
  };

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/95" />
        <Dialog.Content
          className="fixed inset-0 z-50 flex flex-col text-white outline-none"
          onKeyDown={onKeyDown}
          onOpenAutoFocus={warmUp}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            returnFocusTo.current?.focus();
          }}
        >
          <Dialog.Title className="sr-only">{m.viewerTitle(title)}</Dialog.Title>
          <Dialog.Description className="sr-only">{m.viewerHint}</Dialog.Description>

          <div className="flex items-center justify-between gap-4 px-4 py-3 sm:px-6">
            <p className="text-sm font-medium tabular-nums" aria-live="polite" data-testid="viewer-counter">
              {m.counter(index + 1, total)}
            </p>
            <Dialog.Close className={control} aria-label={m.close}>
              <X className="size-6" aria-hidden />
            </Dialog.Close>
          </div>

          <div className="relative flex min-h-0 flex-1 items-center justify-center px-2 sm:px-20">
            <div ref={viewportRef} className="h-full w-full overflow-hidden" data-testid="viewer-track">
              <div className={carouselTrack}>
                {items.map((item, i) => (
                  <div key={item.id} aria-hidden={i !== index} className={clsx(carouselSlide, "[&_img]:bg-transparent! [&_img]:bg-none!")}>
                    {isShown(i) ? slides[i] : null}
                  </div>
                ))}
              </div>
            </div>
            <button
              ref={prevRef}
              type="button"
              onClick={() => move(index - 1)}
              hidden={isFirst}
              className={clsx(control, "absolute left-2 top-1/2 -translate-y-1/2 bg-black/50 sm:left-4")}
              aria-label={m.previous}
            >
              <ChevronLeft className="size-7" aria-hidden />
            </button>
            <button
              ref={nextRef}
              type="button"
              onClick={() => move(index + 1)}
              hidden={isLast}
              className={clsx(control, "absolute right-2 top-1/2 -translate-y-1/2 bg-black/50 sm:right-4")}
              aria-label={m.next}
            >
              <ChevronRight className="size-7" aria-hidden />
            </button>
          </div>

          <p className="min-h-12 px-4 py-3 text-center text-sm text-stone-200">{current.caption}</p>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
