import { createTrack, type Track } from "@/ui/carousel-track";
import { GalleryViewerDom } from "./gallery-viewer.dom";
import { fillMessage } from "./message-template";
import { isSlideShown } from "./shown-slides";

type ViewerOptions = {
  /** A fresh copy of picture `i` (the carousel's, already drawn or still in its template). */
  picture: (index: number) => Node | null;
  /** Called as the viewer changes image: the page's carousel follows it. */
  onIndex: (index: number) => void;
  /** Where focus goes back to when the viewer closes. */
  opener: HTMLElement;
  counter: string;
  captions: (string | null)[];
  reducedMotion: () => boolean;
};

/**
 * The gallery's fullscreen viewer on its server-rendered `<dialog data-gallery-viewer>`
 * (`gallery-viewer.tsx`): `showModal()` traps focus and makes the page
 * inert, Escape closes (the dialog's own cancel), focus returns to the opener, the page does not
 * scroll behind it. Swipes, previous/next (hidden at the ends: no wrapping) and the arrow keys.
 */
export function createViewer(dialog: HTMLDialogElement, options: ViewerOptions) {
  const viewport = dialog.querySelector<HTMLElement>(`[${GalleryViewerDom.ViewerViewport}]`);
  const counter = dialog.querySelector<HTMLElement>(`[${GalleryViewerDom.ViewerCounter}]`);
  const caption = dialog.querySelector<HTMLElement>(`[${GalleryViewerDom.ViewerCaption}]`);
  const previous = dialog.querySelector<HTMLButtonElement>(`[${GalleryViewerDom.ViewerStep}="-1"]`);
  const next = dialog.querySelector<HTMLButtonElement>(`[${GalleryViewerDom.ViewerStep}="1"]`);
  if (!viewport) return null;
  const slides = Array.from(viewport.firstElementChild?.children ?? []) as HTMLElement[];
  const total = slides.length;
  let index = 0;
  let track: Track | null = null;
  let unlockScroll: (() => void) | null = null;

  const show = (i: number) => {
    index = i;
    slides.forEach((slide, s) => {
      slide.setAttribute("aria-hidden", String(s !== i));
      if (isSlideShown(s, i, total, true) && !slide.firstChild) {
        const picture = options.picture(s);
        if (picture) slide.append(picture);
      }
    });
    if (counter) counter.textContent = fillMessage(options.counter, { n: i + 1, total });
    if (caption) caption.textContent = options.captions[i] ?? "";
    if (previous) previous.hidden = i === 0;
    if (next) next.hidden = i === total - 1;
    options.onIndex(i);
  };

  const move = (target: number) => {
    if (target < 0 || target >= total || !track) return;
    const used = document.activeElement;
    track.go(target, true);
    // The button that was used may have just disappeared at either end: keep focus on a visible
    // control (after the browser's own focus fix-up, which would send it to the body).
    const stranded = (target === 0 && used === previous) || (target === total - 1 && used === next);
    if (stranded) requestAnimationFrame(() => (target === 0 ? next : previous)?.focus());
  };

  previous?.addEventListener("click", () => move(index - 1));
  next?.addEventListener("click", () => move(index + 1));
  dialog.querySelector(`[${GalleryViewerDom.ViewerClose}]`)?.addEventListener("click", () => dialog.close());
  // On the document: the keys still work if focus has fallen to the body behind the open dialog.
  document.addEventListener("keydown", (event) => {
    if (!dialog.open || (event.key !== "ArrowLeft" && event.key !== "ArrowRight")) return;
    event.preventDefault();
    move(index + (event.key === "ArrowLeft" ? -1 : 1));
  });
  dialog.addEventListener("close", () => {
    unlockScroll?.();
    unlockScroll = null;
    options.opener.focus();
  });

  return {
    open(at: number) {
      if (dialog.open) return;
      unlockScroll = lockScroll();
      show(at);
      dialog.showModal();
      if (!track) {
        track = createTrack(viewport, { loop: false, startIndex: at, onSelect: show });
      } else {
        track.go(at, false);
      }
      track.setReducedMotion(options.reducedMotion());
    },
  };
}

/** Keeps the page still behind the viewer, without the layout jumping where the scrollbar was. */
function lockScroll(): () => void {
  const root = document.documentElement;
  const body = document.body;
  const gap = window.innerWidth - root.clientWidth;
  const before = { overflow: root.style.overflow, padding: body.style.paddingRight };
  root.style.overflow = "hidden";
  if (gap > 0) body.style.paddingRight = `${gap}px`;
  return () => {
    root.style.overflow = before.overflow;
    body.style.paddingRight = before.padding;
  };
}
