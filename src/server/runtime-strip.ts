// Public pages are sent without the framework's client runtime.
//
// A public page is rendered by Next on the server, and its HTML is complete: every link is a link,
// every form posts, the cookie banner and the motion run from the site's own small scripts. What
// Next adds for the browser — its chunks (~150 KB gzip of React and the client router) and the
// React payload that repeats the page for hydration — only served hydration, and hydration alone
// cost more main-thread time than Lighthouse's budget allows (docs/decisions). The page's
// behaviours run instead from one small script of plain-DOM controllers (src/site/enhance,
// loaded by the site layout's `data-site-script` tag).
//
// So every HTML response to a public page request that carries that tag has Next's chunk scripts,
// their preloads and its inline scripts taken out (the shapes are in next-internals.ts), whether
// the page cache keeps it or it is rendered for one request (search, a not-found page, a form's
// no-JavaScript answer). Pages without the tag — the back office, the sign-in — pass untouched
// and keep streaming. What is left is checked against an allowlist by
// tests/e2e/strip-allowlist.test.ts.
import type { IncomingMessage } from "node:http";
import { compressed, pickEncoding } from "./compression";
import { CRASH_PAGE_POLICY, crashPage } from "./crash-page";
import { attribute } from "./html-attributes";
import type { Handler } from "./http-types";
import { FRAMEWORK_CHUNK, FRAMEWORK_INLINE_SCRIPTS, isRouterRequest, UNCOMPRESSED } from "./next-internals";
import { isPublicPage, pathOf } from "./public-routes";
import { captureHtml } from "./response-capture";

const MARKER = /<script\b[^>]*\sdata-site-script\b/i;
/** Below this, compressing costs more than it saves. */
const MIN_COMPRESSED_BYTES = 1024;

/** True for HTML rendered by the site layout, whose page runs on the site script alone. */
export const isRuntimeFree = (html: string): boolean => MARKER.test(html);

const isScriptPreload = (element: string) => {
  const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
  return rel.includes("modulepreload") || (rel.includes("preload") && (attribute(element, "as") ?? "").toLowerCase() === "script");
};

/**
 * The page without Next's chunks, their preloads and its inline scripts; any other HTML as it
 * was. Each kind is found by a pattern of its own, so nothing in the page's other markup can
 * shift what the next one matches.
 */
export function withoutFrameworkRuntime(html: string): string {
  if (!isRuntimeFree(html)) return html;
  const inlineRemoved = FRAMEWORK_INLINE_SCRIPTS.reduce((page, pattern) => page.replace(pattern, ""), html);
  return inlineRemoved
    .replace(/<script\b[^>]*>\s*<\/script\s*>/gi, (element) => (FRAMEWORK_CHUNK.test(attribute(element, "src") ?? "") ? "" : element))
    .replace(/<link\b[^>]*>/gi, (element) => (isScriptPreload(element) && FRAMEWORK_CHUNK.test(attribute(element, "href") ?? "") ? "" : element));
}

/** A whole public page asked for by a browser: a GET, or a form's POST before JavaScript runs. */
function isPublicPageRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "POST") return false;
  return isPublicPage(pathOf(req.url ?? "/")) && !isRouterRequest(req.headers);
}

/**
 * `handle` runs Next. An HTML answer to a public page request is held whole, rewritten (above)
 * and sent with its length, compressed here as the client asked (Next is asked for it
 * uncompressed, since the rewrite needs the text). Anything else goes straight through.
 */
export function withRuntimeFreePages(handle: Handler): Handler {
  return (req, res) => {
    if (!isPublicPageRequest(req)) return handle(req, res);
    const encoding = pickEncoding(req.headers["accept-encoding"]);
    req.headers["accept-encoding"] = UNCOMPRESSED;
    captureHtml(res, (rendered, send, status) => {
      let body = rendered;
      let policy: string | undefined;
      try {
        const html = rendered.toString("utf8");
        // A crashed render is Next's error document, which needs its runtime: the static screen instead (crash-page.ts).
        const crashed = status >= 500 && !isRuntimeFree(html);
        if (crashed) policy = CRASH_PAGE_POLICY;
        body = crashed ? crashPage(req.url ?? "/") : Buffer.from(withoutFrameworkRuntime(html), "utf8");
      } catch (err) {
        console.error("[runtime-free] could not rewrite a page; sending it as rendered", err);
      }
      const payload = (bytes: Buffer, contentEncoding?: string) =>
        send(bytes, {
          vary: "Accept-Encoding",
          "content-length": bytes.length,
          ...(contentEncoding && { "content-encoding": contentEncoding }),
          ...(policy && { "content-security-policy": policy }),
        });
      if (!encoding || body.length < MIN_COMPRESSED_BYTES) return payload(body);
      compressed(body, encoding, 5).then(
        (smaller) => payload(smaller, encoding),
        () => payload(body),
      );
    });
    return handle(req, res);
  };
}
