// The framework's scripts of a public page start after the page has painted, not with it.
//
// Next puts its client chunks in the <head> as `<script src=… async>` (and a low-priority
// `<link rel=preload as=script>` for the bootstrap chunk). On a slow phone connection their
// ~150 KB (gzip) share the bandwidth with the hero image, the page's largest paint, and their
// parsing and hydration hold the main thread before that image paints: measured, the page's
// LCP was about twice its static limit's (README "Performance against the static limit").
// Nothing on the first screen needs them: the HTML is complete (server-rendered, the cookie
// banner and its inline script included), every form posts without JavaScript, and React
// hydrates the same markup whenever the chunks arrive.
//
// So the stored HTML of a page kept by the page cache is rewritten once, when it is kept: those
// tags are taken out and one small inline script, carrying the page's CSP nonce, adds the same
// scripts once the first frame has been painted. Measured against waiting for the `load` event
// as well (README "Framework scripts after the first paint"), the LCP was the same, and this way
// hydration starts sooner (no wait for every image) and, when that frame comes before `load`,
// `load` still waits for the scripts, as it did. The Content-Security-Policy is unchanged: under
// 'strict-dynamic' a script the nonce'd loader creates is trusted. The React payload
// (`self.__next_f.push(…)` inline scripts) stays where it is: it only fills an array the
// framework reads when it starts.

import { attribute, unescapeAttribute } from "./html-attributes.mjs";

const FRAMEWORK_CHUNK = /^\/_next\/static\/[^"'<>\s]+\.js(?:\?[^"'<>\s]*)?$/;

/**
 * The loader: adds each chunk (async, as Next had it) right after the first frame (the task after
 * the first animation frame); a hidden tab paints no frame, so a timer starts them there. JSON of
 * the chunk list is escaped so it cannot close the script element.
 */
function loaderScript(chunks, nonce) {
  const list = JSON.stringify(chunks).replace(/</g, "\\u003c");
  const code =
    `(function(c){var d=0;function go(){if(d)return;d=1;c.forEach(function(a){var s=document.createElement("script");` +
    `s.src=a.src;s.async=true;if(a.crossOrigin!=null)s.crossOrigin=a.crossOrigin;if(a.integrity)s.integrity=a.integrity;document.head.appendChild(s)})}` +
    `requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)})(${list})`;
  const nonceAttribute = nonce ? ` nonce="${nonce.replace(/"/g, "&quot;")}"` : "";
  return `<script${nonceAttribute}>${code}</script>`;
}

/**
 * The page's HTML with Next's chunk scripts (and their preloads) taken out and one nonce'd
 * loader added before `</body>` that starts them after the first frame. Returns the HTML as it
 * was when it is not a whole document, already has the loader, or loads no framework chunk.
 * `nomodule` scripts (legacy polyfills: modern browsers skip them) and inline scripts stay.
 */
export function deferFrameworkScripts(html) {
  if (!/<\/body>/i.test(html) || html.includes("data-deferred-scripts")) return html;
  const scripts = [];
  const preloads = [];
  let nonce;
  const add = (list, tag) => {
    const src = unescapeAttribute(attribute(tag, "src") ?? attribute(tag, "href") ?? "");
    nonce ??= attribute(tag, "nonce") || undefined;
    const crossOrigin = attribute(tag, "crossorigin");
    const integrity = attribute(tag, "integrity");
    list.push({ src, ...(crossOrigin !== undefined && { crossOrigin }), ...(integrity && { integrity }) });
  };
  let out = html.replace(/<link\b[^>]*>|<script\b[^>]*>\s*<\/script\s*>/gi, (element) => {
    const isLink = /^<link/i.test(element);
    if (isLink) {
      const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
      const scriptPreload = rel.includes("modulepreload") || (rel.includes("preload") && (attribute(element, "as") ?? "").toLowerCase() === "script");
      if (!scriptPreload || !FRAMEWORK_CHUNK.test(attribute(element, "href") ?? "")) return element;
      add(preloads, element);
      return "";
    }
    const src = attribute(element, "src");
    if (src === undefined || !FRAMEWORK_CHUNK.test(src) || attribute(element, "nomodule") !== undefined) return element;
    const type = (attribute(element, "type") ?? "").toLowerCase();
    if (type && type !== "text/javascript" && type !== "module") return element;
    add(scripts, element);
    return "";
  });
  // In the order of their <script> tags (a preload's chunk — the bootstrap, low priority — has
  // its own tag further down); a preload without a tag is loaded after them.
  const chunks = [];
  const seen = new Set();
  for (const chunk of [...scripts, ...preloads]) {
    if (seen.has(chunk.src)) continue;
    seen.add(chunk.src);
    chunks.push(chunk);
  }
  if (!chunks.length) return html;
  const loader = loaderScript(chunks, nonce).replace("<script", "<script data-deferred-scripts");
  const end = out.search(/<\/body>(?![\s\S]*<\/body>)/i);
  out = `${out.slice(0, end)}${loader}${out.slice(end)}`;
  return out;
}

/** The chunk URLs a page's loader (above) adds, in its order; [] when the page has no loader. */
export function deferredScriptUrls(html) {
  const loader = html.match(/<script\b[^>]*\sdata-deferred-scripts\b[^>]*>([\s\S]*?)<\/script\s*>/i);
  const list = loader?.[1].match(/\)\((\[[\s\S]*\])\)\s*;?\s*$/);
  return list ? JSON.parse(list[1]).map((chunk) => chunk.src) : [];
}
