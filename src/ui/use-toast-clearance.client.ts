"use client";
import { useEffect, useState } from "react";

/** Toasts sit this far above the bottom edge, or above anything marked `data-toast-clearance` under them. */
export const TOAST_BOTTOM_PX = 24;
const GAP_PX = 12;

/**
 * How high the toasts must sit to leave free every visible element marked `data-toast-clearance`
 * (a form's sticky save bar, the sidebar's sign-out) that shares their column. Measured on the
 * page, because such a bar is stuck to the bottom edge on a long page but sits anywhere on a short one.
 */
function clearance(): number {
  const column = document.querySelector("[data-sonner-toaster]")?.getBoundingClientRect();
  let bottom = TOAST_BOTTOM_PX;
  for (const element of document.querySelectorAll("[data-toast-clearance]")) {
    const box = element.getBoundingClientRect();
    if (box.height === 0 || box.top >= window.innerHeight || box.bottom <= 0) continue;
    if (column && column.width > 0 && (box.right <= column.left || box.left >= column.right)) continue;
    bottom = Math.max(bottom, Math.ceil(window.innerHeight - box.top + GAP_PX));
  }
  return bottom;
}

/** The toasts' distance from the bottom edge, kept up to date (once a frame at most) while any shows. */
export function useToastClearance(showing: boolean): number {
  const [bottom, setBottom] = useState(TOAST_BOTTOM_PX);
  useEffect(() => {
    if (!showing) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setBottom(clearance());
    };
    const request = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    // Scrolling moves a bar that is not stuck; a page changing adds one; a panel slides in over its transition.
    const changes = new MutationObserver(request);
    changes.observe(document.body, { childList: true, subtree: true });
    const events = ["scroll", "resize", "transitionend", "animationend"] as const;
    for (const type of events) window.addEventListener(type, request, { passive: true, capture: true });
    return () => {
      cancelAnimationFrame(frame);
      changes.disconnect();
      for (const type of events) window.removeEventListener(type, request, { capture: true });
    };
  }, [showing]);
  return bottom;
}
