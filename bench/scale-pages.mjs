// What `npm run bench:scale` opens, and the size and server time of one page.
import zlib from "node:zlib";
import { median } from "./lighthouse.mjs";

/**
 * Every public page. `cacheable`: the page cache may answer it (src/server/page-cache keeps
 * `/`, project pages and the legal pages; the others are rendered for each request today).
 */
export function publicPages({ projectPath, categorySlug }) {
  return [
    { name: "/", path: "/", cacheable: true },
    { name: "/?categoria=", path: `/?categoria=${encodeURIComponent(categorySlug)}` },
    { name: "/?pagina=2", path: "/?pagina=2" },
    { name: "project page", path: projectPath, cacheable: true },
    { name: "/buscar?q=reforma", path: "/buscar?q=reforma" },
    { name: "/politica-de-privacidade", path: "/politica-de-privacidade", cacheable: true },
    { name: "/termos-de-servico", path: "/termos-de-servico", cacheable: true },
  ];
}

/** Every admin list (and the dashboard, SEO and settings pages), with their paging and filter parameters. */
export const ADMIN_PAGES = [
  "/admin",
  "/admin/projects",
  "/admin/projects?page=2&q=reforma",
  "/admin/categories",
  "/admin/users",
  "/admin/users?page=2",
  "/admin/hero-images",
  "/admin/about-gallery",
  "/admin/seo",
  "/admin/settings",
  "/admin/settings/history",
  "/admin/contact-messages",
  "/admin/contact-messages?estado=nuevos&page=2",
  "/admin/reviews",
  "/admin/reviews?estado=publicadas&page=2&q=a",
  "/admin/leads",
  "/admin/leads?etapa=contactado&page=2&q=a",
  "/admin/leads?vencidas=1",
  "/admin/leads/board",
  "/admin/leads/new",
  "/admin/leads/privacy",
].map((path) => ({ name: path, path }));

/**
 * The sitemap index and its first file: the static pages and the first 1,000 projects, the
 * largest file (src/seo/sitemap.ts). Served from the read cache until a project write.
 */
export const SITEMAP_DOCUMENTS = [
  { name: "/sitemap.xml", path: "/sitemap.xml", file: false },
  { name: "/sitemaps/1.xml.gz", path: "/sitemaps/1.xml.gz", file: true },
];

/** What a crawler sends for a sitemap. */
export const CRAWLER_HEADERS = { accept: "application/xml,text/xml;q=0.9,*/*;q=0.8", "accept-encoding": "gzip", "user-agent": "bench/crawler" };

/** The addresses (paths) of the sitemap files an index names. */
export const sitemapFilePaths = (indexXml) => [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

/**
 * Size and time of one sitemap document as a crawler gets it: the first request (a build when
 * nothing asked for it since the start or the last project write), then `samples` requests
 * answered from the read cache, median kept. Sizes: the XML, and the body as served (a file is a
 * gzip file: its compressed bytes), and how many entries it lists (`<url>` in a file, `<sitemap>`
 * in the index).
 */
export async function measureSitemap(url, { samples = 3, timeoutMs = 60_000 } = {}) {
  const once = async () => {
    const t0 = performance.now();
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), headers: CRAWLER_HEADERS });
      const body = Buffer.from(await res.arrayBuffer());
      // The server's time ends with the last byte; reading the file is the crawler's own work.
      const ms = performance.now() - t0;
      const type = res.headers.get("content-type") ?? "";
      const xml = (res.status === 200 && type === "application/gzip" ? zlib.gunzipSync(body) : body).toString("utf8");
      return { status: res.status, ms, xml, served: body.length, type };
    } catch (err) {
      return {
        status: 0,
        ms: performance.now() - t0,
        xml: "",
        served: 0,
        type: "",
        error: err.name === "TimeoutError" ? `timeout after ${timeoutMs} ms` : err.message,
      };
    }
  };
  const first = await once();
  const runs = [];
  if (first.status === 200) for (let i = 0; i < samples; i++) runs.push(await once());
  const last = runs.at(-1) ?? first;
  return {
    path: new URL(url).pathname,
    status: [first, ...runs].find((r) => r.status !== 200)?.status ?? 200,
    contentType: last.type,
    rawBytes: Buffer.byteLength(last.xml),
    servedBytes: last.served,
    entries: (last.xml.match(/<url>|<sitemap>/g) ?? []).length,
    files: last.xml.includes("<sitemapindex") ? sitemapFilePaths(last.xml).length : undefined,
    firstMs: Math.round(first.ms),
    ms: Math.round(median((runs.length ? runs : [first]).map((r) => r.ms))),
    errors: [first, ...runs].filter((r) => r.status !== 200).map((r) => `${url}: ${r.status || r.error}`),
  };
}

/** One GET as a browser would send it; time to the last byte on loopback (the server's time, give or take a millisecond). */
export async function timedGet(url, { cookie, timeoutMs = 60_000 } = {}) {
  const t0 = performance.now();
  try {
    const res = await fetch(url, {
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: "text/html", "accept-encoding": "gzip, br", "user-agent": "bench/scale", ...(cookie ? { cookie } : {}) },
    });
    const body = Buffer.from(await res.arrayBuffer());
    return { status: res.status, ms: performance.now() - t0, body, cache: res.headers.get("x-page-cache") };
  } catch (err) {
    return {
      status: 0,
      ms: performance.now() - t0,
      body: Buffer.alloc(0),
      cache: null,
      error: err.name === "TimeoutError" ? `timeout after ${timeoutMs} ms` : err.message,
    };
  }
}

/**
 * Size and server time of one page: a warm-up request (its data cached, as between two real
 * visits), then `samples` timed ones, median kept. A page slower than `slowMs` is not asked for
 * again: its first answer is its figure (a page that takes 30 s is over every budget anyway).
 * Sizes: the HTML as rendered (raw) and gzip level 6 of it (what a default gzip would send).
 */
export async function measurePage(url, { cookie, samples = 3, slowMs = 5000, timeoutMs } = {}) {
  const warmUp = await timedGet(url, { cookie, timeoutMs });
  const runs = [];
  if (warmUp.status !== 200 || warmUp.ms > slowMs) runs.push(warmUp);
  else for (let i = 0; i < samples; i++) runs.push(await timedGet(url, { cookie, timeoutMs }));
  const last = runs.at(-1);
  return {
    status: last.status,
    rawBytes: last.body.length,
    gzipBytes: zlib.gzipSync(last.body, { level: 6 }).length,
    ms: Math.round(median(runs.map((r) => r.ms))),
    samplesMs: runs.map((r) => Math.round(r.ms)),
    cache: [...new Set(runs.map((r) => r.cache ?? "none"))].join(","),
    errors: runs.filter((r) => r.status !== 200).map((r) => `${url}: ${r.status || r.error}`),
  };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Waits until /api/health answers within `fastMs` three times in a row (at most `maxWaitMs`):
 * the server has finished the work of a request the client gave up on. Returns the wait in ms.
 */
export async function waitUntilResponsive(base, { fastMs = 500, maxWaitMs = 120_000 } = {}) {
  const t0 = performance.now();
  let fast = 0;
  while (fast < 3 && performance.now() - t0 < maxWaitMs) {
    const r = await timedGet(`${base}/api/health`, { timeoutMs: 10_000 });
    fast = r.status === 200 && r.ms < fastMs ? fast + 1 : 0;
    await sleep(300);
  }
  return Math.round(performance.now() - t0);
}
