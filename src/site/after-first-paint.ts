/**
 * `afterFirstPaint(f)` for the public pages' inline scripts (src/site/inline/): calls `f` once, in
 * a task after the browser reports the first contentful paint, or after a second when no paint is
 * reported (a hidden tab paints nothing; a browser without paint timing reports nothing).
 *
 * Why not sooner: a request a page starts before its first paint lies on that paint's path as
 * Lighthouse simulates it on a slow phone (and competes with the stylesheet on a real one).
 * `requestAnimationFrame` (what the site script's loader used) runs before the frame is painted;
 * the page-view beacon went out during parsing, and the service worker's registration at `load`,
 * which on a text page comes before the paint. With these three waiting and the icon in the page
 * (app/site-icon.ts), the legal page's LCP went from 915–980 ms to 770–778 ms, its scriptless
 * copy's being 761–774 ms (docs/decisions/0007-one-paint-and-nothing-on-its-path.md).
 */
const FALLBACK_MS = 1000;

export function afterFirstPaint(callback: () => void): void {
  let called = false;
  const call = () => {
    if (called) return;
    called = true;
    callback();
  };
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      setTimeout(call);
    }).observe({ type: "paint", buffered: true });
  } catch {
    // No paint timing in this browser: the fallback below calls it.
  }
  setTimeout(call, FALLBACK_MS);
}
