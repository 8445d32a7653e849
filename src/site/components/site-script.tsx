import { afterFirstPaint } from "../after-first-paint";

/**
 * Starts the site script only after the first contentful paint (after-first-paint.ts). Nothing on
 * the first screen waits for it (the HTML is whole; the motion and the cookie banner run from
 * inline scripts), and with `defer` its download and run sat on the text pages' paint path:
 * measured, the legal page's LCP was 1.43× its limit's. Under the CSP's 'strict-dynamic' the
 * module this nonce'd script adds is trusted, and so are the chunks it imports.
 */
const loader = `(s=>${afterFirstPaint}(()=>{const e=document.createElement("script");e.type="module";e.src=s.getAttribute("data-src");document.head.appendChild(e)}))(document.currentScript)`;

/**
 * The public pages' one client script, the controllers of src/site/enhance (bundled during the
 * build: src/site/script-bundle.ts), at `data-src`. Its `data-site-script` attribute also tells the
 * production server that this page runs without the framework's runtime (src/server/runtime-strip.ts).
 */
export function SiteScript({ nonce }: { nonce?: string }) {
  const src = process.env.SITE_SCRIPT;
  if (!src) return null;
  return <script nonce={nonce} data-site-script="" data-src={src} dangerouslySetInnerHTML={{ __html: loader }} />;
}
