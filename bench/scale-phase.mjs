// One measuring pass of `npm run bench:scale` over a running server, in steps the CI stage can
// also run one by one: every public page and admin list (bytes, server time), their DOM size,
// then the cached public pages' latency alone and under three kinds of load; the server's memory
// is watched throughout.
import { countDomNodes } from "./dom.mjs";
import { readRss, watchRss } from "./rss.mjs";
import { adminBrowsing, adminSaving, publicLatency, searchCrowd, sitemapCrowd } from "./scale-load.mjs";
import {
  ADMIN_PAGES,
  CRAWLER_HEADERS,
  SITEMAP_DOCUMENTS,
  measurePage,
  measureSitemap,
  publicPages,
  sitemapFilePaths,
  timedGet,
  waitUntilResponsive,
} from "./scale-pages.mjs";

/**
 * Bytes and server time of every public page and admin list. `cookie`: an admin's session.
 * Public pages are measured twice: as a visitor (the page cache answers the cacheable ones
 * after the warm-up) and with the session cookie, which the page cache never answers
 * (src/server/page-cache: signed-in staff get a fresh render), so that figure is the render's
 * cost. Whether each answer came from the cache is recorded (`x-page-cache`), so a cache that
 * changes its rules shows in the report instead of skewing it. After a page that did not
 * answer in time, the next waits until the server is responsive again: the abandoned render
 * goes on and would otherwise be billed to the pages after it. Then the sitemap index and its
 * first file, as a crawler asks for them (measureSitemap).
 * Returns { pages: { public, admin, sitemap }, errors: [messages] }.
 */
/** `leadPath`: one lead's page (its timeline and photos), when the data has a lead to show. */
export async function measurePages(base, { cookie, projectPath, leadPath, categorySlug, samples = 3, slowMs = 5000, timeoutMs = 60_000, log = () => {} }) {
  const errors = [];
  const pages = { public: {}, admin: {}, sitemap: {} };
  const measure = async (path, withCookie) => {
    const m = await measurePage(`${base}${path}`, { cookie: withCookie ? cookie : undefined, samples, slowMs, timeoutMs });
    errors.push(...m.errors);
    if (m.status === 0) log(`${path}: ${m.errors.at(-1)}; server responsive again after ${await waitUntilResponsive(base)} ms`);
    return m;
  };

  for (const page of publicPages({ projectPath, categorySlug })) {
    const visitor = await measure(page.path, false);
    const fresh = await measure(page.path, true);
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
    log(
      `${page.name}: ${(visitor.rawBytes / 1000).toFixed(1)} KB (${(visitor.gzipBytes / 1000).toFixed(1)} KB gzip), visitor ${visitor.ms} ms [${visitor.cache}], render ${fresh.ms} ms`,
    );
  }
  for (const page of leadPath ? [...ADMIN_PAGES, { name: "lead page", path: leadPath }] : ADMIN_PAGES) {
    const m = await measure(page.path, true);
    pages.admin[page.name] = { path: page.path, status: m.status, rawBytes: m.rawBytes, gzipBytes: m.gzipBytes, renderMs: m.ms, renderSamplesMs: m.samplesMs };
    log(`${page.name}: ${m.status}, ${(m.rawBytes / 1000).toFixed(1)} KB, ${m.ms} ms`);
  }
  for (const document of SITEMAP_DOCUMENTS) {
    const m = await measureSitemap(`${base}${document.path}`, { samples, timeoutMs });
    errors.push(...m.errors);
    const { errors: _, ...figures } = m;
    pages.sitemap[document.name] = { ...figures, file: document.file };
    log(
      `${document.name}: ${m.status}, ${m.entries} entries${m.files ? ` (${m.files} files)` : ""}, ${(m.rawBytes / 1000).toFixed(1)} KB XML, ${(m.servedBytes / 1000).toFixed(1)} KB served (${m.contentType}), first ${m.firstMs} ms, kept ${m.ms} ms`,
    );
  }
  return { pages, errors };
}

/** Adds `domNodes` (or `domNote`) to every measured page. A page that failed alone is not opened again. */
export async function measureDom(base, pages, { cookie, domMaxBytes, timeoutMs = 60_000, log = () => {} }) {
  const all = [...Object.entries(pages.public), ...Object.entries(pages.admin)].map(([name, p]) => ({ name, ...p }));
  const dom = await countDomNodes(
    base,
    all.filter((p) => p.status === 200),
    { cookie, maxBytes: domMaxBytes, timeoutMs },
  );
  for (const p of all) {
    const d = dom[p.name] ?? { skipped: "not opened: the page did not answer 200" };
    const section = pages.public[p.name] ?? pages.admin[p.name];
    section.domNodes = d.nodes ?? null;
    if (!d.nodes) section.domNote = d.skipped ?? d.error;
  }
  log(
    `DOM nodes: ${Object.entries(dom)
      .map(([n, d]) => `${n} ${d.nodes ?? d.skipped ?? d.error}`)
      .join("; ")}`,
  );
}

/**
 * p99 of cached `/` and `projectPath` alone, while an admin opens every admin list that
 * answered when measured alone (`adminPaths`), while `searchConnections` search, while
 * `sitemapConnections` crawlers fetch the sitemap index and files (their own p99 is the
 * scenario's background figure), and, given the build's `distDir`, while an admin saves every
 * 2 s (each save makes every kept page out of date: its visitors wait for a render).
 * Returns { load: { idle, admin, search, sitemap, saves? }, errors: { count, messages } }: every
 * autocannon error and non-2xx answer (429s of the search crowd apart) and every failed admin request.
 */
export async function measureLoads(
  base,
  {
    cookie,
    projectPath,
    adminPaths,
    seconds = 10,
    publicConnections = 10,
    searchConnections = 30,
    sitemapConnections = 20,
    distDir,
    pid,
    timeoutMs = 60_000,
    log = () => {},
  },
) {
  const targets = { landing: `${base}/`, project: `${base}${projectPath}` };
  const options = { connections: publicConnections, seconds };
  // Each scenario starts on cached pages: one visit each first (what expires during it is its own business).
  const warm = () => Promise.all(Object.values(targets).map((url) => timedGet(url, { timeoutMs })));
  const scenarios = {
    idle: () => publicLatency(targets, options),
    admin: () => publicLatency(targets, { ...options, background: adminBrowsing(base, cookie, adminPaths, { timeoutMs }) }),
    search: () => publicLatency(targets, { ...options, background: searchCrowd(base, { connections: searchConnections }) }),
    // Every file is asked for once first (each built once, one after the other), so the crowd
    // measures what a crawler gets between two project writes.
    sitemap: async () => {
      const paths = await sitemapPaths(base, timeoutMs);
      for (const path of paths)
        await fetch(`${base}${path}`, { headers: CRAWLER_HEADERS, signal: AbortSignal.timeout(timeoutMs) }).then((r) => r.arrayBuffer());
      return publicLatency(targets, { ...options, background: sitemapCrowd(base, { connections: sitemapConnections, paths }) });
    },
    ...(distDir && { saves: () => publicLatency(targets, { ...options, background: adminSaving(base, cookie, { distDir }) }) }),
  };
  const load = {};
  let count = 0;
  const messages = [];
  for (const [scenario, run] of Object.entries(scenarios)) {
    // A scenario that has not ended well after its own duration is a failure, reported as one:
    // a silent wait would hide which scenario stuck (seen once: no socket open, nothing logged).
    const limitMs = seconds * 1000 + 2 * timeoutMs;
    let l;
    const rssBefore = pid ? readRss(pid) : null;
    try {
      l = await withDeadline(warm().then(run), limitMs, `the ${scenario} load gave no result within ${Math.round(limitMs / 1000)} s`);
    } catch (err) {
      count++;
      messages.push(err.message);
      log(err.message);
      continue;
    }
    // The server's memory before and after each scenario (with `pid`): VmHWM only grows, so a
    // scenario that raised the peak shows it, apart from the others.
    if (pid) l.rss = { before: rssBefore, after: readRss(pid) };
    load[scenario] = l;
    for (const [name, t] of Object.entries(l.public)) {
      count += t.errors;
      if (t.errors) messages.push(`${name} during the ${scenario} load: ${t.errors} error(s), statuses ${JSON.stringify(t.statuses)}`);
    }
    const bg = l.background;
    if (bg?.errors) {
      count += bg.errors;
      messages.push(
        `the ${scenario} load itself: ${bg.errors} error(s) ${bg.errorSamples ? bg.errorSamples.join("; ") : `statuses ${JSON.stringify(bg.statuses)}`}`,
      );
    }
    log(
      `during ${l.during}: ${Object.entries(l.public)
        .map(([n, t]) => `${n} p99 ${t.p99Ms ?? "no answer"} ms (${t.requestsPerSec} req/s)`)
        .join(", ")}${bg ? `; background ${JSON.stringify(bg)}` : ""}${l.rss ? `; RSS ${JSON.stringify(l.rss)}` : ""}`,
    );
  }
  return { load, errors: { count, messages } };
}

/** /sitemap.xml and every file it names. */
async function sitemapPaths(base, timeoutMs) {
  const index = await (await fetch(`${base}/sitemap.xml`, { headers: CRAWLER_HEADERS, signal: AbortSignal.timeout(timeoutMs) })).text();
  return ["/sitemap.xml", ...sitemapFilePaths(index)];
}

function withDeadline(promise, ms, message) {
  let timer;
  const deadline = new Promise((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)));
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

/** The whole pass: pages, DOM, loads, memory. Every failed page request counts as one error. */
export async function measurePhase({
  server,
  cookie,
  projectPath,
  leadPath,
  categorySlug,
  samples,
  slowMs,
  seconds,
  publicConnections,
  searchConnections,
  sitemapConnections,
  domMaxBytes,
  distDir,
  timeoutMs,
  log,
}) {
  const base = server.url;
  const memory = watchRss(server.pid);
  const { pages, errors } = await measurePages(base, { cookie, projectPath, leadPath, categorySlug, samples, slowMs, timeoutMs, log });
  const rssAfterPages = readRss(server.pid);
  await measureDom(base, pages, { cookie, domMaxBytes, timeoutMs, log });
  const adminPaths = Object.values(pages.admin)
    .filter((p) => p.status === 200)
    .map((p) => p.path);
  const loads = await measureLoads(base, {
    cookie,
    projectPath,
    adminPaths,
    seconds,
    publicConnections,
    searchConnections,
    sitemapConnections,
    distDir,
    pid: server.pid,
    timeoutMs,
    log,
  });
  const messages = [...errors, ...loads.errors.messages];
  return {
    pages,
    load: loads.load,
    rss: { afterPages: rssAfterPages, end: memory.stop() },
    errors: { count: errors.length + loads.errors.count, samples: messages.slice(0, 20) },
  };
}
