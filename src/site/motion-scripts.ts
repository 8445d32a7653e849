/**
 * The spec's motion as two tiny inline scripts rather than hydrated components, so
 * it works from the first paint and costs no bundle.
 *
 * `earlyMotionScript` runs at the top of the body, before any section is parsed:
 * - it marks <html> with `js-reveal`, which lets the CSS hide `[data-reveal]` elements until they
 *   are revealed (globals.css; without scripts nothing is ever hidden);
 * - for an address with a fragment (`/#contact`, also arriving from another page) it holds back
 *   the target's id while the document is parsed (a mutation observer takes it off as soon as the
 *   element arrives), so the browser finds nothing to jump to in one frame; about 100 ms after
 *   parsing it gives the id back and scrolls there smoothly (spec: "Smooth-scroll delay 100 ms").
 *   The address itself is never touched: Next's router reads it when its script starts. Under
 *   prefers-reduced-motion it does nothing: the browser's own jump stays.
 *
 * `revealScript` runs at the end of the body: it reveals each `[data-reveal]` element as it
 * comes into view, including elements added later (client navigation, "Ver más" cards).
 */
export const FRAGMENT_SCROLL_DELAY_MS = 100;

export const earlyMotionScript = `(()=>{const d=document.documentElement;if("IntersectionObserver"in window)d.classList.add("js-reveal");const h=location.hash;if(h.length<2||matchMedia("(prefers-reduced-motion: reduce)").matches)return;let id;try{id=decodeURIComponent(h.slice(1))}catch{return}let held=null;const hold=()=>{const t=document.getElementById(id);if(t){t.removeAttribute("id");held=t;o.disconnect()}};const o=new MutationObserver(hold);o.observe(d,{childList:true,subtree:true});const go=()=>{hold();o.disconnect();setTimeout(()=>{held&&(held.id=id);const t=document.getElementById(id);t&&t.scrollIntoView({behavior:"smooth"})},${FRAGMENT_SCROLL_DELAY_MS})};document.readyState==="loading"?addEventListener("DOMContentLoaded",go,{once:true}):go()})();`;

export const revealScript = `(()=>{if(!document.documentElement.classList.contains("js-reveal"))return;const o=new IntersectionObserver(es=>{for(const e of es)if(e.isIntersecting){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}},{rootMargin:"0px 0px -5% 0px"});const s="[data-reveal]:not([data-revealed])";const w=r=>{r.matches&&r.matches(s)&&o.observe(r);r.querySelectorAll(s).forEach(e=>o.observe(e))};w(document);new MutationObserver(ms=>{for(const m of ms)for(const n of m.addedNodes)n.nodeType===1&&w(n)}).observe(document.body,{childList:true,subtree:true})})();`;
