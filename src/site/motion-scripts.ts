/**
 * The spec's motion, run by two of the public pages' inline scripts (src/site/inline/) rather
 * than by hydrated components, so it works from the first paint and costs no bundle.
 *
 * `startEarlyMotion`, at the top of the body (inline/body-start.ts), before any section is parsed:
 * - it marks <html> with `js-reveal`, which lets the CSS hide `[data-reveal]` elements until they
 *   are revealed (globals.css; without scripts nothing is ever hidden);
 * - for an address with a fragment (`/#contact`, also arriving from another page) it holds back
 *   the target's id while the document is parsed (a mutation observer takes it off as soon as the
 *   element arrives), so the browser finds nothing to jump to in one frame; about 100 ms after
 *   parsing it gives the id back and scrolls there smoothly (spec: "Smooth-scroll delay 100 ms").
 *   The address itself is never touched: Next's router reads it when its script starts. Under
 *   prefers-reduced-motion it does nothing: the browser's own jump stays.
 *
 * `revealInView`, at the end of the body (inline/page.ts): it reveals each `[data-reveal]` element
 * as it comes into view, including elements added later (client navigation, "Ver más" cards).
 */
export const FRAGMENT_SCROLL_DELAY_MS = 100;

export function startEarlyMotion(): void {
  const root = document.documentElement;
  if ("IntersectionObserver" in window) root.classList.add("js-reveal");
  const hash = location.hash;
  if (hash.length < 2 || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return;
  }
  let held: HTMLElement | null = null;
  const hold = () => {
    const target = document.getElementById(id);
    if (!target) return;
    target.removeAttribute("id");
    held = target;
    observer.disconnect();
  };
  const observer = new MutationObserver(hold);
  observer.observe(root, { childList: true, subtree: true });
  const scroll = () => {
    hold();
    observer.disconnect();
    setTimeout(() => {
      if (held) held.id = id;
      document.getElementById(id)?.scrollIntoView({ behavior: "smooth" });
    }, FRAGMENT_SCROLL_DELAY_MS);
  };
  if (document.readyState === "loading") addEventListener("DOMContentLoaded", scroll, { once: true });
  else scroll();
}

const HIDDEN = "[data-reveal]:not([data-revealed])";

export function revealInView(): void {
  // No `js-reveal` (no IntersectionObserver): the CSS hid nothing.
  if (!document.documentElement.classList.contains("js-reveal")) return;
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        entry.target.setAttribute("data-revealed", "");
        observer.unobserve(entry.target);
      }
    },
    { rootMargin: "0px 0px -5% 0px" },
  );
  const watch = (root: Document | Element) => {
    if (root instanceof Element && root.matches(HIDDEN)) observer.observe(root);
    root.querySelectorAll(HIDDEN).forEach((element) => observer.observe(element));
  };
  watch(document);
  new MutationObserver((mutations) => {
    for (const mutation of mutations) for (const node of mutation.addedNodes) if (node instanceof Element) watch(node);
  }).observe(document.body, { childList: true, subtree: true });
}
