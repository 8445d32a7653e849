// Public pages are sent without the framework's client runtime.
//
// A public page is rendered by Next on the server, and its HTML is complete: every link is a link,
// every form posts, the cookie banner and the motion run from small inline scripts. What Next adds
// for the browser — its chunks (~150 KB gzip of React and the client router) and the React payload
// that repeats the page for hydration — only served hydration, and hydration alone cost more main-
// thread time than Lighthouse's budget allows (a bare Next page: TBT ~180 ms; README "Public pages
// without the framework's runtime"). The page's behaviours run instead from one small script of
// plain-DOM controllers (src/site/enhance, loaded by the site layout's `data-site-script` tag).
//
// So every HTML response that carries that tag has Next's chunk scripts, their preloads and the
// payload scripts taken out, whether the page cache keeps it or it is rendered for one request
// (search, a not-found page, staff, a form's no-JavaScript answer). Pages without the tag — the
// back office, the sign-in — are passed on untouched and keep streaming.
import { promisify } from "node:util";
import zlib from "node:zlib";
import { attribute } from "./html-attributes.mjs";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const FRAMEWORK_CHUNK = /^\/_next\/static\/[^"'<>\s]+\.js(?:\?[^"'<>\s]*)?$/;
const MARKER = /<script\b[^>]*\sdata-site-script\b/i;

/** True for HTML rendered by the site layout, whose page runs on the site script alone. */
export const isRuntimeFree = (html) => MARKER.test(html);

/**
 * The page without Next's chunks, their preloads, the bundler's inline list of them and its payload; any other HTML as it was. Each
 * kind is found by a pattern of its own, so nothing in the page's other markup can shift what
 * the next one matches.
 */
export function withoutFrameworkRuntime(html) {
  if (!isRuntimeFree(html)) return html;
  return html
    .replace(/<script\b[^>]*>\s*\(?\s*self\.__next_f\b[\s\S]*?<\/script\s*>/gi, "")
    .replace(/<script\b[^>]*>\s*\(?\s*globalThis\[\s*["']TURBOPACK["']\s*\][\s\S]*?<\/script\s*>/gi, "")
    .replace(/<script\b[^>]*>\s*<\/script\s*>/gi, (element) => (FRAMEWORK_CHUNK.test(attribute(element, "src") ?? "") ? "" : element))
    .replace(/<link\b[^>]*>/gi, (element) => {
      const rel = (attribute(element, "rel") ?? "").toLowerCase().split(/\s+/);
      const preload = rel.includes("modulepreload") || (rel.includes("preload") && (attribute(element, "as") ?? "").toLowerCase() === "script");
      return preload && FRAMEWORK_CHUNK.test(attribute(element, "href") ?? "") ? "" : element;
    });
}

/** Paths Next renders as public pages (the back office, its sign-in, the API and files are not). */
const NOT_A_PUBLIC_PAGE = /^\/(?:_next|_site|media|api|admin|auth)(?:[/?]|$)/;
const ROUTER_HEADERS = ["rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-action"];

function isPublicPageRequest(req) {
  if (req.method !== "GET" && req.method !== "POST") return false;
  const path = (req.url ?? "/").split("?")[0];
  if (NOT_A_PUBLIC_PAGE.test(path) || /\.[A-Za-z0-9]+$/.test(path)) return false;
  return !ROUTER_HEADERS.some((h) => req.headers[h] !== undefined);
}

function pickEncoding(acceptEncoding = "") {
  if (/\bbr\b/.test(acceptEncoding)) return "br";
  if (/\bgzip\b/.test(acceptEncoding)) return "gzip";
  return null;
}

/**
 * `handle(req, res)` runs Next. An HTML answer to a public page request is held whole, rewritten
 * (above) and sent with its length, compressed here as the client asked (Next is asked for it
 * uncompressed, since the rewrite needs the text). Anything else goes straight through.
 */
export function withRuntimeFreePages(handle) {
  return (req, res) => {
    if (!isPublicPageRequest(req)) return handle(req, res);
    const encoding = pickEncoding(String(req.headers["accept-encoding"] ?? ""));
    req.headers["accept-encoding"] = "identity";
    const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
    const restore = () => Object.assign(res, original);
    let head = null;
    const chunks = [];
    const collect = (chunk, enc) => {
      if (chunk != null && chunk.length) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof enc === "string" ? enc : "utf8"));
    };

    res.writeHead = function (status, ...rest) {
      const headers = rest.find((r) => r && typeof r === "object" && !Array.isArray(r));
      const type = String(headers?.["content-type"] ?? headers?.["Content-Type"] ?? this.getHeader("content-type") ?? "");
      if (!type.startsWith("text/html") || this.getHeader("content-encoding")) {
        restore();
        return original.writeHead.call(this, status, ...rest);
      }
      head = { status, rest };
      return this;
    };
    res.flushHeaders = function () {
      if (head === null) return original.flushHeaders.call(this);
    };
    res.write = function (chunk, enc, callback) {
      if (head === null && !this.headersSent) this.writeHead(this.statusCode);
      if (head === null) return original.write.call(this, chunk, enc, callback);
      collect(chunk, enc);
      const done = typeof enc === "function" ? enc : callback;
      if (done) queueMicrotask(done);
      return true;
    };
    res.end = function (chunk, enc, callback) {
      if (head === null && !this.headersSent) this.writeHead(this.statusCode);
      if (head === null) return original.end.call(this, chunk, enc, callback);
      if (typeof chunk !== "function") collect(chunk, enc);
      const done = [chunk, enc, callback].find((a) => typeof a === "function");
      const { status, rest } = head;
      restore();
      let body = Buffer.concat(chunks);
      try {
        body = Buffer.from(withoutFrameworkRuntime(body.toString("utf8")), "utf8");
      } catch (err) {
        console.error("[runtime-free] could not rewrite a page; sending it as rendered", err);
      }
      const send = (payload, contentEncoding) => {
        if (res.destroyed) return;
        res.removeHeader("content-length");
        res.removeHeader("etag");
        if (contentEncoding) res.setHeader("content-encoding", contentEncoding);
        res.setHeader("vary", "Accept-Encoding");
        res.setHeader("content-length", payload.length);
        original.writeHead.call(res, status, ...rest.map((r) => (r && typeof r === "object" && !Array.isArray(r) ? withoutLength(r) : r)));
        original.end.call(res, req.method === "HEAD" ? undefined : payload, done);
      };
      if (!encoding || body.length < 1024) send(body, null);
      else
        (encoding === "br" ? brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzip(body, { level: 6 })).then(
          (compressed) => send(compressed, encoding),
          () => send(body, null),
        );
      return this;
    };
    return handle(req, res);
  };
}

function withoutLength(headers) {
  const copy = { ...headers };
  for (const name of Object.keys(copy)) if (name.toLowerCase() === "content-length" || name.toLowerCase() === "etag") delete copy[name];
  return copy;
}
