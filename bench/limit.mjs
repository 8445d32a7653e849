// The static limit of a page: its own server-rendered HTML without any script, served as a file
// from the same origin as the page, so the very same stylesheets, fonts and images load. What the
// page scores above that copy is what its JavaScript (and only that) costs.
import http from "node:http";
import zlib from "node:zlib";

/** The query string that asks the benchmark's proxy for a page's static copy instead of the page. */
export const LIMIT_QUERY = "bench-static-limit";

/** Attribute values of one start tag, lower-cased names; `undefined` when absent. */
function attribute(tag, name) {
  const match = tag.match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}

/** A `<link>` that only fetches a script ahead of time (`modulepreload`, `preload as=script`). */
export function isScriptPreload(linkTag) {
  const rel = (attribute(linkTag, "rel") ?? "").toLowerCase().split(/\s+/);
  if (rel.includes("modulepreload")) return true;
  return rel.includes("preload") && (attribute(linkTag, "as") ?? "").toLowerCase() === "script";
}

/**
 * The HTML without its scripts: every `<script>` element (external or inline — the framework's
 * chunks and the React payload alike) and every script preload link. Structured data
 * (`type="application/ld+json"`) is kept: it is data a static page would carry too, no browser
 * runs it. A script element ends at the first `</script`, as in the HTML parser.
 */
export function stripScripts(html) {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, (element) => {
      const type = (attribute(element.slice(0, element.indexOf(">") + 1), "type") ?? "").toLowerCase();
      return type === "application/ld+json" ? element : "";
    })
    .replace(/<link\b[^>]*>/gi, (tag) => (isScriptPreload(tag) ? "" : tag));
}

/**
 * The same-origin client scripts a page loads or preloads, in document order, without repeats.
 * `nomodule` scripts (Next's legacy polyfills) are left out: no browser that runs modules
 * downloads them, and Lighthouse's JavaScript bytes do not count them either.
 */
export function scriptUrls(html) {
  const urls = [];
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    // The public pages' site script is started by its own tag's loader, from `data-src`.
    const src = attribute(tag, "src") ?? attribute(tag, "data-src");
    if (src && !/\snomodule(?:[\s=>/]|$)/i.test(tag)) urls.push(src);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    if (isScriptPreload(tag)) urls.push(attribute(tag, "href"));
  }
  return [...new Set(urls.filter((url) => url && url.startsWith("/") && !url.startsWith("//")).map((url) => url.replace(/&amp;/g, "&")))];
}

/**
 * A proxy in front of the app: every request goes through to it untouched (method, headers,
 * body, the app's own compression), except `<path>?bench-static-limit`, answered with the static
 * copy registered for `<path>`, compressed like a static file server would (brotli when the
 * browser takes it, else gzip). Page and copy are then measured on the same host:port, through the
 * same hop, and resolve the same asset URLs.
 */
export async function startLimitProxy({ target, host = "127.0.0.1", port = 0 }) {
  const upstream = new URL(target);
  const copies = new Map();
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, "http://proxy");
    if (url.search === `?${LIMIT_QUERY}` && copies.has(url.pathname)) {
      const copy = copies.get(url.pathname);
      const accepts = String(req.headers["accept-encoding"] ?? "");
      const [encoding, body] = /\bbr\b/.test(accepts) ? ["br", copy.br] : /\bgzip\b/.test(accepts) ? ["gzip", copy.gzip] : [null, copy.html];
      res.writeHead(200, {
        "Content-Type": "text/html; charset=utf-8",
        "Content-Length": body.length,
        "Cache-Control": "no-cache",
        Vary: "Accept-Encoding",
        ...(encoding && { "Content-Encoding": encoding }),
      });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
      answer.pipe(res);
    });
    forward.on("error", () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(forward);
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const url = `http://localhost:${server.address().port}`;
  return {
    url,
    /** Registers the static copy of `pagePath`; returns the URL Lighthouse loads it from. */
    addCopy(pagePath, html) {
      const buffer = Buffer.from(html);
      copies.set(pagePath, {
        html: buffer,
        br: zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
        gzip: zlib.gzipSync(buffer, { level: 9 }),
      });
      return `${url}${pagePath}?${LIMIT_QUERY}`;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
