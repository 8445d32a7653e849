import type { PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { afterFirstPaint } from "../after-first-paint";
import { revealScript } from "../motion-scripts";

/**
 * Page-wide behaviours as one small inline script instead of hydrated components:
 * a failed <img data-fallback> shows the placeholder and 'Error al cargar imagen' — also one that
 * failed before this script (at the end of the body) ran, e.g. a lazy image near the top (its <source>s
 * lose their srcset but stay: removing them before hydration is a mismatch that makes React
 * re-render the whole page); the service worker at /sw.js is registered after load and the
 * first paint; a cookieless page-view beacon is sent once per path, the first after the first
 * paint (after-first-paint.ts), then on each client-side navigation (history.pushState /
 * popstate); and the staggered reveal of `[data-reveal]` elements (motion-scripts.ts).
 */
const scriptIn = (imageError: string) =>
  `(()=>{const f=t=>{if(!(t instanceof HTMLImageElement)||!t.hasAttribute("data-fallback")||t.dataset.failed)return;t.dataset.failed="1";const p=t.closest("picture");p&&p.querySelectorAll("source").forEach(s=>s.removeAttribute("srcset"));t.removeAttribute("srcset");t.src="/placeholder.svg";t.alt=${JSON.stringify(imageError)};t.title=${JSON.stringify(imageError)};};document.addEventListener("error",e=>f(e.target),true);document.querySelectorAll("img[data-fallback]").forEach(i=>{if(i.complete&&i.naturalWidth===0&&i.getAttribute("src"))f(i)});if("serviceWorker"in navigator)addEventListener("load",()=>${afterFirstPaint}(()=>navigator.serviceWorker.register("/sw.js").catch(()=>{})));})();(()=>{let l;const v=()=>{const p=location.pathname;if(p!==l){l=p;navigator.sendBeacon&&navigator.sendBeacon("/api/analytics/view",p)}};${afterFirstPaint}(v);for(const k of["pushState","replaceState"]){const o=history[k];history[k]=function(...a){const r=o.apply(this,a);v();return r}}addEventListener("popstate",v)})();${revealScript}`;

const scripts = new Map<PublicLocale, string>();

export function PageScripts({ nonce, locale }: { nonce?: string; locale: PublicLocale }) {
  let script = scripts.get(locale);
  if (!script) scripts.set(locale, (script = scriptIn(siteMessages[locale].imageError)));
  return <script nonce={nonce} dangerouslySetInnerHTML={{ __html: script }} />;
}
