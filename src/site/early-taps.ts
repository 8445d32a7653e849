/**
 * No lost taps (docs/decisions/0022-no-lost-taps.md). The site script starts after the first
 * contentful paint (after-first-paint.ts) and wires one controller per task, so on a slow phone a
 * control is on screen for a few hundred milliseconds before anything answers it. This inline
 * script, at the top of the body, is there from the first paint on: a click (a tap, or Enter or
 * Space on a focused button) on a `button[type=button]` whose controller has not run yet is kept,
 * and replayed on that button as soon as its controller has.
 *
 * Which controller answers a button: the nearest element matching one of `TAP_ROOTS`, the root
 * its controller marks `data-ready` once it has wired it (src/site/enhance/). A button under none
 * of them is someone else's (the cookie banner's answers from its own inline script, a toast's
 * close button is made wired) and is left alone. Once the site script has run (`<html
 * data-enhanced>`) nothing is kept any more, and a button whose controller never marked its root
 * (broken markup, a chunk that failed) gets its taps back as they were.
 *
 * A `type=button` does nothing by itself, so keeping its click takes nothing from the page without
 * JavaScript; links and submit buttons are never touched: they work from the first paint.
 */

/** The roots whose controllers answer the buttons inside them, each marked `data-ready` when wired. */
export const TAP_ROOTS = ["[data-theme-toggle]", "[data-site-header]", "[data-carousel]", "[data-tabs]", "[data-gallery]", "[data-share]"] as const;

export const earlyTapsScript = `(()=>{const h=document.documentElement,q=[],R=${JSON.stringify(TAP_ROOTS.join())},w=b=>{if(h.hasAttribute("data-enhanced"))return 1;const r=b.closest(R);return!r||r.hasAttribute("data-ready")},o=new MutationObserver(()=>{for(const b of q.splice(0))w(b)?b.click():q.push(b);h.hasAttribute("data-enhanced")&&o.disconnect()});o.observe(h,{subtree:true,attributeFilter:["data-ready","data-enhanced"]});document.addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest("button[type=button]");if(b&&!w(b)){e.stopImmediatePropagation();q.push(b)}},true)})();`;
