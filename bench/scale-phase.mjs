// One measuring pass of `npm run bench:scale` over a running server: every public page and
// admin list (bytes, server time, DOM nodes), then the cached public pages' latency alone and
// under two kinds of load, and the server's memory.
import { countDomNodes } from "./dom.mjs";
import { readRss, watchRss } from "./rss.mjs";
import { adminBrowsing, publicLatency, searchCrowd } from "./scale-load.mjs";
import { ADMIN_PAGES, measurePage, publicPages } from "./scale-pages.mjs";

/**
 * `cookie`: an admin's session. Public pages are measured twice: as a visitor (the page cache
 * answers the cacheable ones after the warm-up) and with the session cookie, which the page
 * cache never answers (scripts/page-cache.mjs: signed-in staff get a fresh render), so that
 * figure is the render's cost. Whether each answer came from the cache is recorded
 * (`x-page-cache`), so a cache that changes its rules shows in the report instead of skewing it.
 */
export async function measurePhase({ server, cookie, projectPath, categorySlug, samples = 3, seconds = 10, publicConnections = 10, searchConnections = 30, domMaxBytes, timeoutMs = 120_000, log = () => {} }) {
  const base = server.url;
  const memory = watchRss(server.pid);
  const errors = [];
  const pages = { public: {}, admin: {} };

  for (const page of publicPages({ projectPath, categorySlug })) {
    const visitor = await measurePage(`${base}${page.path}`, { samples, timeoutMs });
    const fresh = await measurePage(`${base}${page.path}`, { cookie, samples, timeoutMs });
    errors.push(...visitor.errors, ...fresh.errors);
    pages.public[page.name] = {
      path: page.path,
      cacheable: Boolean(page.cacheable),
      // The first failure of the two, so a failed render is not hidden by a cached answer.
      status: [visitor.status, fresh.status].find((code) => code !== 200) ?? 200,
      rawBytes: visitor.rawBytes,
      gzipBytes: visitor.gzipBytes,
      visitorMs: visitor.ms,
      visitorCache: visitor.cache,
      renderMs: fresh.ms,
      renderCache: fresh.cache,
      renderSamplesMs: fresh.samplesMs,
    };
    log(`${page.name}: ${(visitor.rawBytes / 1000).toFixed(1)} KB (${(visitor.gzipBytes / 1000).toFixed(1)} KB gzip), visitor ${visitor.ms} ms [${visitor.cache}], render ${fresh.ms} ms`);
  }
  for (const page of ADMIN_PAGES) {
    const m = await measurePage(`${base}${page.path}`, { cookie, samples, timeoutMs });
    errors.push(...m.errors);
    pages.admin[page.name] = { path: page.path, status: m.status, rawBytes: m.rawBytes, gzipBytes: m.gzipBytes, renderMs: m.ms, renderSamplesMs: m.samplesMs };
    log(`${page.name}: ${m.status}, ${(m.rawBytes / 1000).toFixed(1)} KB, ${m.ms} ms`);
  }
  const rssAfterPages = readRss(server.pid);

  // A page that failed alone is not opened again in the browser (it would render once more for nothing).
  const all = [...Object.entries(pages.public), ...Object.entries(pages.admin)].map(([name, p]) => ({ name, ...p }));
  const dom = await countDomNodes(base, all.filter((p) => p.status === 200), { cookie, maxBytes: domMaxBytes, timeoutMs });
  for (const p of all) {
    const d = dom[p.name] ?? { skipped: "not opened: the page did not answer 200" };
    const section = pages.public[p.name] ?? pages.admin[p.name];
    section.domNodes = d.nodes ?? null;
    if (!d.nodes) section.domNote = d.skipped ?? d.error;
  }
  log(`DOM nodes: ${Object.entries(dom).map(([n, d]) => `${n} ${d.nodes ?? d.skipped ?? d.error}`).join("; ")}`);

  const targets = { landing: `${base}/`, project: `${base}${projectPath}` };
  const options = { connections: publicConnections, seconds };
  const load = {};
  load.idle = await publicLatency(targets, options);
  const answering = Object.values(pages.admin).filter((p) => p.status === 200).map((p) => p.path);
  load.admin = await publicLatency(targets, { ...options, background: adminBrowsing(base, cookie, answering, { timeoutMs }) });
  load.search = await publicLatency(targets, { ...options, background: searchCrowd(base, { connections: searchConnections }) });
  // Every failed page request is one error; under load, autocannon's and the admin loop's counts.
  let count = errors.length;
  for (const [scenario, l] of Object.entries(load)) {
    for (const [name, t] of Object.entries(l.public)) {
      count += t.errors;
      if (t.errors) errors.push(`${name} during the ${scenario} load: ${t.errors} error(s), statuses ${JSON.stringify(t.statuses)}`);
    }
    const bg = l.background;
    if (bg?.errors) {
      count += bg.errors;
      errors.push(`the ${scenario} load itself: ${bg.errors} error(s) ${bg.errorSamples ? bg.errorSamples.join("; ") : `statuses ${JSON.stringify(bg.statuses)}`}`);
    }
    log(`during ${l.during}: ${Object.entries(l.public).map(([n, t]) => `${n} p99 ${t.p99Ms} ms (${t.requestsPerSec} req/s)`).join(", ")}${bg ? `; background ${JSON.stringify(bg)}` : ""}`);
  }
  return { pages, load, rss: { afterPages: rssAfterPages, end: memory.stop() }, errors: { count, samples: errors.slice(0, 20) } };
}
