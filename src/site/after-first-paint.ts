/**
 * `afterFirstPaint(f)` for the public pages' inline scripts: calls `f` once, in a task after the
 * browser reports the first contentful paint, or after a second when no paint is reported (a
 * hidden tab paints nothing; a browser without paint timing reports nothing).
 *
 * Why not sooner: a request a page starts before its first paint lies on that paint's path as
 * Lighthouse simulates it on a slow phone. `requestAnimationFrame` (what the site script's
 * loader used) runs before the frame is painted, and the page-view beacon and the service
 * worker's registration (at `load`, which can come before the paint) went out earlier still:
 * measured on the legal page, its LCP read 920–980 ms against 765–780 ms for its static copy,
 * and 776 ms once all three waited for this.
 */
const FALLBACK_MS = 1000;

export const afterFirstPaint = `(f=>{let d=0;const go=()=>{d||(d=1,f())};try{new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:true})}catch{}setTimeout(go,${FALLBACK_MS})})`;
