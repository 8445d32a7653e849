import { KEPT_TAPS, TAP_ROOTS } from "./tap-roots";

/**
 * No lost taps (docs/decisions/0022-no-lost-taps.md). The site script starts after the first
 * contentful paint (after-first-paint.ts) and wires one controller per task, so on a slow phone a
 * control is on screen for a few hundred milliseconds before anything answers it. `keepEarlyTaps`,
 * run by the inline script at the top of the body (inline/body-start.ts), is there from the first
 * paint on: a click (a tap, or Enter or Space on a focused button) on a `button[type=button]` whose
 * controller has not run yet is stopped before anything sees it and kept in `window.__keptTaps`;
 * the site script replays each one on its button as soon as that button's controller has run
 * (enhance/kept-taps.ts).
 *
 * Which controller answers a button: the nearest element matching `TAP_ROOTS` (tap-roots.ts), the
 * root its controller marks `data-ready` once it has wired it. A button under none of them is
 * someone else's (the cookie banner's answers from its own inline script, a toast's is made wired)
 * and is left alone, and so is every button once the site script has run (`<html data-enhanced>`).
 *
 * A `type=button` does nothing by itself, so keeping its click takes nothing from the page without
 * JavaScript; links and submit buttons are never touched: they work from the first paint. Kept
 * short: it is in every public page's HTML, which must fit TCP's first congestion window.
 */
export function keepEarlyTaps(): void {
  const kept: HTMLElement[] = (self[KEPT_TAPS] = []);
  addEventListener(
    "click",
    (event) => {
      // A click a script dispatches on the document or the window has a target without `closest`.
      const button = (event.target as Element).closest?.<HTMLElement>("button[type=button]");
      if (!button || document.documentElement.hasAttribute("data-enhanced")) return;
      const root = button.closest(TAP_ROOTS);
      if (!root || root.hasAttribute("data-ready")) return;
      event.stopImmediatePropagation();
      kept.push(button);
    },
    true,
  );
}
