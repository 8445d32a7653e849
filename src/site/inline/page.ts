import { afterFirstPaint } from "../after-first-paint";
import { revealInView } from "../motion-scripts";

/**
 * Page-wide behaviours as one small inline script at the end of the body
 * (components/page-scripts.tsx) instead of hydrated components. Its text is the same in every
 * language (one hash); the words it shows are in its element's `data-image-error`.
 */

/** 'Error al cargar imagen' in the page's language; read now: `currentScript` is only set while the script first runs. */
const imageError = document.currentScript!.dataset.imageError!;

/**
 * A failed <img data-fallback> shows the placeholder and its label — also one that failed before
 * this script ran, e.g. a lazy image near the top. Its <source>s lose their srcset but stay:
 * removing them before hydration is a mismatch that makes React re-render the whole page.
 */
function showPlaceholder(image: EventTarget | null) {
  if (!(image instanceof HTMLImageElement) || !image.hasAttribute("data-fallback") || image.dataset.failed) return;
  image.dataset.failed = "1";
  image
    .closest("picture")
    ?.querySelectorAll("source")
    .forEach((source) => source.removeAttribute("srcset"));
  image.removeAttribute("srcset");
  image.src = "/placeholder.svg";
  image.alt = imageError;
  image.title = imageError;
}

/** A cookieless page-view beacon, once per path: the first after the first paint, then whenever a script changes the address. */
function countPageViews() {
  let counted: string | undefined;
  const count = () => {
    const path = location.pathname;
    if (path === counted) return;
    counted = path;
    if (navigator.sendBeacon) navigator.sendBeacon("/api/analytics/view", path);
  };
  afterFirstPaint(count);
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method];
    history[method] = function (this: History, ...args: Parameters<History["pushState"]>) {
      const result = original.apply(this, args);
      count();
      return result;
    };
  }
  addEventListener("popstate", count);
}

document.addEventListener("error", (event) => showPlaceholder(event.target), true);
document.querySelectorAll<HTMLImageElement>("img[data-fallback]").forEach((image) => {
  if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) showPlaceholder(image);
});
// The service worker at /sw.js, registered after load and the first paint.
if ("serviceWorker" in navigator)
  addEventListener("load", () =>
    afterFirstPaint(() =>
      navigator.serviceWorker.register("/sw.js").catch(() => {
        // Not registered: the pages work without it, and there is no one to tell.
      }),
    ),
  );
countPageViews();
// A click on a contact link marked `data-count` (the chat button, "Preguntar por este proyecto") is
// counted like a page view (src/analytics/clicks.ts); the link itself opens as it would anyway.
addEventListener("click", (event) => {
  const link = (event.target as Element).closest?.<HTMLElement>("a[data-count]");
  if (link && navigator.sendBeacon) navigator.sendBeacon("/api/analytics/click", `${link.dataset.count} ${location.pathname}`);
});
revealInView();
