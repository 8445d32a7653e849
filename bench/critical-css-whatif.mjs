#!/usr/bin/env node
// What-if for the critical CSS (scripts/critical-css.mjs): one page of a running server (started
// with `npm start`, so its kept pages are rewritten), served as static copies in several variants
// on the server's own host:port through a small proxy — `<page>?bench-variant=<name>` — and
// measured by Lighthouse interleaved (one run of each variant per round), medians of N rounds.
// Variants: `before` (the stylesheet linked in <head>, as before the change), `first-screen`
// (the first screen's rules inline, the stylesheet at the end of <body>),
// `page` (every rule the page's elements can match inline, stylesheet at the end of <body>),
// `loader` (the page's rules inline; the stylesheet linked in <head> with media="print" and switched
// to all by a nonce'd script after it loaded, with a <noscript> link), `limit` (the `page` variant
// with no scripts), `limit-before` (the `before` variant with no scripts), `page-load` and `load`
// (`page` and `before` with the site script started after `load` + one frame), `no-site-script`
// (`before` without the site script's tag).
// The server's pages are taken as it serves them; one whose stylesheet is still in <head> (the
// transform not on the served path) is the `before` as it is.
// Usage: node bench/critical-css-whatif.mjs http://localhost:PORT / [--runs 5] [--variants a,b] [--out file.json]
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import { createCriticalCss, nextStaticStylesheets } from "../scripts/critical-css.mjs";
import { stripScripts } from "./limit.mjs";
import { lighthouseRetried, summarizeRuns } from "./lighthouse.mjs";
import { primePageCache } from "./prime.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : fallback;
};
const runs = Number(option("--runs", "5"));
const out = option("--out", null);
const only = option("--variants", null)?.split(",");
const [target, ...pagePaths] = args;
const distDir = path.resolve(process.env.NEXT_DIST_DIR || ".next");

/** The served page as it was before the change: the inline style replaced by the link, which leaves <body>. */
function before(html) {
  const link = html.match(/<link\b[^>]*rel="stylesheet"[^>]*>(?=<\/body>)/)?.[0];
  if (!link) return html;
  return html.replace(link, "").replace(/<style data-critical-css[^>]*>[\s\S]*?<\/style>/, link);
}

function loader(html) {
  const link = html.match(/<link\b[^>]*rel="stylesheet"[^>]*>(?=<\/body>)/)[0];
  const nonce = html.match(/<script\b[^>]*\snonce="([^"]+)"/)?.[1];
  const lazy = link.replace("<link", '<link media="print" data-full-css');
  const script = `<script nonce="${nonce}">(function(l){function on(){l.media="all"}if(l.sheet)on();else l.addEventListener("load",on)})(document.querySelector("link[data-full-css]"))</script>`;
  return html
    .replace(link, "")
    .replace(/(<style data-critical-css[^>]*>[\s\S]*?<\/style>(?:<link rel="expect"[^>]*>)?)/, `$1${lazy}`)
    .replace(/<\/body>(?![\s\S]*<\/body>)/, `${script}<noscript>${link}</noscript></body>`);
}

/** The site script started after `load` + one frame instead of after the first frame. */
const afterLoad = (html) =>
  html.replace(
    "requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,1000)",
    'addEventListener("load",function(){requestAnimationFrame(function(){setTimeout(go,0)})});setTimeout(go,3000)',
  );

const readStylesheet = nextStaticStylesheets(distDir);
const timings = [];
const firstScreen = createCriticalCss({ readStylesheet, onExtract: (ms, bytes) => timings.push({ scope: "first-screen", ms: Math.round(ms), bytes }) });
const wholePage = createCriticalCss({ readStylesheet, scope: "page", onExtract: (ms, bytes) => timings.push({ scope: "page", ms: Math.round(ms), bytes }) });

const copies = new Map();
const upstream = new URL(target);
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://proxy");
  const copy = copies.get(`${url.pathname}${url.search}`);
  if (copy) {
    const br = /\bbr\b/.test(String(req.headers["accept-encoding"] ?? ""));
    const body = br ? copy.br : copy.html;
    res.writeHead(200, {
      "Content-Type": "text/html; charset=utf-8",
      "Content-Length": body.length,
      "Cache-Control": "no-cache",
      ...(br && { "Content-Encoding": "br" }),
    });
    res.end(req.method === "HEAD" ? undefined : body);
    return;
  }
  const forward = http.request({ host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers: req.headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
    answer.pipe(res);
  });
  forward.on("error", () => res.end());
  req.pipe(forward);
});
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const proxy = `http://localhost:${server.address().port}`;

const urls = {};
const sizes = {};
for (const pagePath of pagePaths) {
  // Fetched through the proxy, so absolute URLs in the page name the proxy's origin.
  const served = await (await fetch(`${proxy}${pagePath}`)).text();
  const old = before(served);
  const variants = {
    before: old,
    "first-screen": firstScreen(old),
    page: wholePage(old),
    loader: loader(wholePage(old)),
    // the page's rules inline, and the framework's scripts started after `load` + one frame
    // instead of after the first frame (which the inline CSS brings earlier)
    "page-load": afterLoad(wholePage(old)),
    // the stylesheet linked in <head>, the site script started after `load` + one frame
    load: afterLoad(old),
    // the page's inline scripts, without the site script
    "no-site-script": old.replace(/<script\b[^>]*\sdata-site-script\b[^>]*>[\s\S]*?<\/script>/, ""),
    limit: stripScripts(wholePage(old)),
    // the static limit of the page as served today (stylesheet linked in <head>)
    "limit-before": stripScripts(old),
  };
  for (const [name, html] of Object.entries(variants)) {
    if (only && !only.includes(name)) continue;
    const key = `${pagePath}?bench-variant=${name}`;
    const buffer = Buffer.from(html);
    const br = zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } });
    copies.set(key, { html: buffer, br });
    urls[key] = `${proxy}${key}`;
    const inline = html.match(/<style data-critical-css[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? "";
    sizes[key] = {
      htmlBytes: buffer.length,
      htmlBrotli: br.length,
      inlineCssBytes: inline.length,
      inlineCssGzip: inline ? zlib.gzipSync(inline, { level: 9 }).length : 0,
    };
  }
}
console.error(JSON.stringify({ sizes, timings }, null, 2));

const samples = Object.fromEntries(Object.keys(urls).map((k) => [k, []]));
for (let round = 0; round < runs; round++) {
  for (const [key, url] of Object.entries(urls)) {
    try {
      await primePageCache(url);
      const figures = await lighthouseRetried(url);
      samples[key].push(figures);
      console.error(`round ${round + 1} ${key}: perf ${figures.performance} LCP ${figures.lcpMs} FCP ${figures.fcpMs} TBT ${figures.tbtMs} CLS ${figures.cls}`);
    } catch (err) {
      console.error(`round ${round + 1} ${key}: ${err.message}`);
    }
  }
}
const results = Object.fromEntries(
  Object.entries(samples)
    .filter(([, s]) => s.length)
    .map(([key, s]) => {
      const { performance, lcpMs, fcpMs, tbtMs, cls, totalBytes, runs: n, lcpSamples, fcpSamples = s.map((x) => x.fcpMs) } = summarizeRuns(s);
      return [key, { runs: n, performance, lcpMs, fcpMs, tbtMs, cls, totalBytes, lcpSamples, fcpSamples, ...sizes[key] }];
    }),
);
const report = {
  note: `critical CSS what-if, ${runs} interleaved rounds, load ${fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ")} at the end`,
  timings,
  results,
};
console.log(JSON.stringify(report, null, 2));
if (out) fs.writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
server.closeAllConnections();
server.close();
