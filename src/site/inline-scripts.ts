import type { PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { themeScript } from "@/ui/theme-script";
import { afterFirstPaint } from "./after-first-paint";
import { earlyTapsScript } from "./early-taps";
import { earlyMotionScript, revealScript } from "./motion-scripts";

/**
 * The text of every inline script the public pages write, each in one place: the component that
 * renders it and the proxy, which allows it in the pages' Content-Security-Policy by its hash
 * (src/proxy.ts), both read it from here. A kept page is served to every visitor, so it carries no
 * nonce; a script whose text changes gets a new hash with it, and one the policy does not name
 * does not run.
 */

const COOKIE_CONSENT_KEY = "cookie-consent";

/**
 * The cookie banner's (components/cookie-banner.tsx). Runs before the banner is parsed: asks
 * (shows the banner) only when no choice is stored, and stores the choice of a click ('accepted'
 * or 'declined') — no hydration needed, so the banner is in the first paint and works before the
 * site script arrives. Without JavaScript nothing is stored, so nothing is asked.
 */
export const cookieConsentScript = `(()=>{const k=${JSON.stringify(COOKIE_CONSENT_KEY)},r=document.documentElement;try{if(!localStorage.getItem(k))r.dataset.cookieAsk=""}catch{r.dataset.cookieAsk=""}document.addEventListener("click",e=>{const b=e.target instanceof Element&&e.target.closest("#cookie-banner [data-consent]");if(!b)return;try{localStorage.setItem(k,b.dataset.consent)}catch{}delete r.dataset.cookieAsk})})();`;

/**
 * Page-wide behaviours as one small inline script at the end of the body
 * (components/page-scripts.tsx), in the page's language:
 * a failed <img data-fallback> shows the placeholder and 'Error al cargar imagen' — also one that
 * failed before this script ran, e.g. a lazy image near the top (its <source>s lose their srcset
 * but stay: removing them before hydration is a mismatch that makes React re-render the whole
 * page); the service worker at /sw.js is registered after load and the first paint; a
 * cookieless page-view beacon is sent once per path, the first after the first paint
 * (after-first-paint.ts), then whenever a script changes the address (history.pushState /
 * popstate); and the staggered reveal of `[data-reveal]` elements (motion-scripts.ts).
 */
const pageScriptIn = (imageError: string) =>
  `(()=>{const f=t=>{if(!(t instanceof HTMLImageElement)||!t.hasAttribute("data-fallback")||t.dataset.failed)return;t.dataset.failed="1";const p=t.closest("picture");p&&p.querySelectorAll("source").forEach(s=>s.removeAttribute("srcset"));t.removeAttribute("srcset");t.src="/placeholder.svg";t.alt=${JSON.stringify(imageError)};t.title=${JSON.stringify(imageError)};};document.addEventListener("error",e=>f(e.target),true);document.querySelectorAll("img[data-fallback]").forEach(i=>{if(i.complete&&i.naturalWidth===0&&i.getAttribute("src"))f(i)});if("serviceWorker"in navigator)addEventListener("load",()=>${afterFirstPaint}(()=>navigator.serviceWorker.register("/sw.js").catch(()=>{})));})();(()=>{let l;const v=()=>{const p=location.pathname;if(p!==l){l=p;navigator.sendBeacon&&navigator.sendBeacon("/api/analytics/view",p)}};${afterFirstPaint}(v);for(const k of["pushState","replaceState"]){const o=history[k];history[k]=function(...a){const r=o.apply(this,a);v();return r}}addEventListener("popstate",v)})();${revealScript}`;

const pageScripts = new Map<PublicLocale, string>();

export function pageScript(locale: PublicLocale): string {
  let script = pageScripts.get(locale);
  if (!script) pageScripts.set(locale, (script = pageScriptIn(siteMessages[locale].imageError)));
  return script;
}

/**
 * The site script's loader (components/site-script.tsx): adds the module at its own `data-src`
 * only after the first contentful paint (after-first-paint.ts). Nothing on the first screen waits
 * for it (the HTML is whole; the motion and the cookie banner run from the scripts above, and a
 * tap on a control before its controller runs is kept for it by early-taps.ts), and
 * with `defer` its download and run sat on the text pages' paint path: measured, the legal page's
 * LCP was 1.43× its limit's. Under the policy's 'strict-dynamic', the module this hash-allowed
 * script adds is trusted, and so are the chunks it imports. Its text names no address, so one
 * hash covers every build.
 */
export const siteScriptLoader = `(s=>${afterFirstPaint}(()=>{const e=document.createElement("script");e.type="module";e.src=s.getAttribute("data-src");document.head.appendChild(e)}))(document.currentScript)`;

/**
 * The first thing in the body (site layout): the early motion (motion-scripts.ts), which must run
 * before the sections are parsed, and the early taps (early-taps.ts), which must be there before
 * any control is. One script, one hash: each hash is 54 bytes more in every public response's
 * policy header, and the pages must fit TCP's first congestion window.
 */
export const bodyStartScript = earlyMotionScript + earlyTapsScript;

/**
 * Every inline script a public page in `locale` may carry: the theme (root layout), the early
 * motion and taps at the start of the body (site layout), the cookie banner's, the page scripts in
 * that language and the site script's loader. JSON-LD (`application/ld+json`) is data, not a script: the policy needs no
 * word for it.
 */
export const publicInlineScripts = (locale: PublicLocale): readonly string[] => [
  themeScript,
  bodyStartScript,
  cookieConsentScript,
  pageScript(locale),
  siteScriptLoader,
];
