// Compares a `npm run bench:scale` result with bench/budgets.json → scale (or its `ci` section).

const kb = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;
/** A page that did not answer 200 has no size or time worth comparing: it fails its budgets as what it answered. */
const answer = (page) => (page.status === 0 ? "no answer (timeout or connection error)" : `status ${page.status}`);

/**
 * Every budget as { name, actual, limit, ok }, the shape bench/check.mjs returns. A budget
 * absent from `budgets` is not checked (the CI section leaves out the demo-size ratio), nor a
 * part absent from the result (the CI stage checks pages, then loads, in separate tests).
 */
export function checkScaleBudgets(result, budgets) {
  const checks = [];
  const add = (name, actual, limit, ok) => checks.push({ name, actual, limit, ok: Boolean(ok) });
  const has = (key) => budgets[key] !== undefined;
  const phase = result.scale;
  const landing = phase.pages?.public["/"];

  const ok = (page) => page.status === 200;
  if (landing && has("landingGzipBytesMax")) {
    add(
      "/ HTML (gzip)",
      ok(landing) ? kb(landing.gzipBytes) : answer(landing),
      `≤ ${kb(budgets.landingGzipBytesMax)}`,
      ok(landing) && landing.gzipBytes <= budgets.landingGzipBytesMax,
    );
  }
  if (landing && has("landingRenderToDemoMax") && result.demo) {
    const demoMs = result.demo.pages.public["/"].renderMs;
    const ratio = landing.renderMs / Math.max(1, demoMs);
    const actual = ok(landing) ? `${ratio.toFixed(1)}× (${landing.renderMs} ms vs ${demoMs} ms)` : answer(landing);
    add("/ render at size vs demo size", actual, `≤ ${budgets.landingRenderToDemoMax}×`, ok(landing) && ratio <= budgets.landingRenderToDemoMax);
  }
  for (const [name, page] of Object.entries(phase.pages?.admin ?? {})) {
    if (has("adminRawBytesMax"))
      add(
        `${name} HTML`,
        ok(page) ? kb(page.rawBytes) : answer(page),
        `≤ ${kb(budgets.adminRawBytesMax)}`,
        ok(page) && page.rawBytes <= budgets.adminRawBytesMax,
      );
    if (has("adminServerMsMax")) {
      add(
        `${name} server time`,
        ok(page) ? `${page.renderMs} ms` : `${answer(page)} after ${page.renderMs} ms`,
        `≤ ${budgets.adminServerMsMax} ms`,
        ok(page) && page.renderMs <= budgets.adminServerMsMax,
      );
    }
  }
  const search = phase.pages?.public["/buscar?q=reforma"];
  if (search && has("searchServerMsMax")) {
    const actual = ok(search) ? `${search.renderMs} ms` : `${answer(search)} after ${search.renderMs} ms`;
    add("/buscar?q=reforma server time", actual, `≤ ${budgets.searchServerMsMax} ms`, ok(search) && search.renderMs <= budgets.searchServerMsMax);
  }
  for (const [name, doc] of Object.entries(phase.pages?.sitemap ?? {})) {
    if (!doc.file) continue;
    if (has("sitemapFileRawBytesMax"))
      add(
        `${name} XML`,
        ok(doc) ? kb(doc.rawBytes) : answer(doc),
        `≤ ${kb(budgets.sitemapFileRawBytesMax)}`,
        ok(doc) && doc.rawBytes <= budgets.sitemapFileRawBytesMax,
      );
    if (has("sitemapFileServedBytesMax"))
      add(
        `${name} served (gzip file)`,
        ok(doc) ? `${kb(doc.servedBytes)} (${doc.contentType})` : answer(doc),
        `≤ ${kb(budgets.sitemapFileServedBytesMax)}`,
        ok(doc) && doc.servedBytes <= budgets.sitemapFileServedBytesMax,
      );
  }
  if (phase.rss && has("serverRssMBMax")) {
    const peak = phase.rss.end?.peakMB;
    add(
      "server RSS (peak)",
      peak === undefined ? "unknown" : `${peak} MB`,
      `≤ ${budgets.serverRssMBMax} MB`,
      peak !== undefined && peak <= budgets.serverRssMBMax,
    );
  }
  // The cached pages' p99 under each load: the admin, search and saving loads against cachedPublicP99MsMax;
  // the sitemap crowd, where a budget names it, against its own (its files are bytes the load
  // generator reads on the same cores).
  const limits = [
    ...(has("cachedPublicP99MsMax")
      ? [
          ["admin", budgets.cachedPublicP99MsMax],
          ["search", budgets.cachedPublicP99MsMax],
          ...(phase.load?.saves ? [["saves", budgets.cachedPublicP99MsMax]] : []),
        ]
      : []),
    ...(has("sitemapLoadPublicP99MsMax") ? [["sitemap", budgets.sitemapLoadPublicP99MsMax]] : []),
  ];
  if (phase.load) {
    for (const [scenario, limit] of limits) {
      if (!phase.load[scenario]) {
        add(`cached pages during the ${scenario} load`, "no result", `≤ ${limit} ms`, false);
        continue;
      }
      for (const [name, t] of Object.entries(phase.load[scenario].public)) {
        const actual = t.p99Ms === null ? `no answer within ${t.seconds} s` : `${t.p99Ms} ms`;
        add(`${name} p99 during the ${scenario} load`, actual, `≤ ${limit} ms`, t.p99Ms !== null && t.p99Ms <= limit);
      }
    }
  }
  if (phase.load && has("sitemapP99MsMax")) {
    const crowd = phase.load.sitemap?.background;
    const actual = !crowd ? "no result" : crowd.p99Ms === null ? "no answer" : `${crowd.p99Ms} ms (${crowd.requestsPerSec} req/s)`;
    add("sitemap p99 under its crowd", actual, `≤ ${budgets.sitemapP99MsMax} ms`, crowd?.p99Ms != null && crowd.p99Ms <= budgets.sitemapP99MsMax);
  }
  if (phase.errors && has("errorsMax")) add("errors", phase.errors.count, `≤ ${budgets.errorsMax}`, phase.errors.count <= budgets.errorsMax);
  return checks;
}
