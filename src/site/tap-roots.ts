/**
 * What the early-taps inline script (early-taps.ts) and the site script (enhance/kept-taps.ts)
 * agree on; plain values, so the site script's bundle takes nothing else from the inline script's
 * module.
 */

/**
 * The roots whose controllers answer the buttons inside them, each marked `data-ready` by its
 * controller once wired: the nearest one to a button is the one that answers it. Spelled out, not
 * imported from the components' `*.dom.ts` (see enhance/index.ts); tests/unit/site-script-roots.test.ts
 * keeps them equal.
 */
export const TAP_ROOTS = ["[data-theme-toggle]", "[data-site-header]", "[data-carousel]", "[data-tabs]", "[data-gallery]", "[data-share]"].join();

/** The global the inline script keeps its taps in, for the site script to replay. */
export const KEPT_TAPS = "__keptTaps";

declare global {
  interface Window {
    /** The taps kept before their controllers ran, in order (early-taps.ts). */
    [KEPT_TAPS]?: HTMLElement[];
  }
}
