// Compares a benchmark result with the budgets of bench/budgets.json.

const fmtKB = (bytes) => `${(bytes / 1000).toFixed(1)} KB`;

/** The landing page in each public language: one JavaScript budget for all three. */
const LANDINGS = ["/", "/gl", "/en"];

/**
 * Every budget as { name, actual, limit, ok }. `budgets` is the top level of budgets.json
 * (or its `ci` section, which has the same lighthouse/throughput shape and no `limit`).
 * `result.limit` is what bench/against-limit.mjs measured (pages against their static limit and
 * the framework's floor).
 */
export function checkBudgets(result, budgets) {
  const checks = [];
  const add = (name, actual, limit, ok) => checks.push({ name, actual, limit, ok: Boolean(ok) });
  const lb = budgets.lighthouse;
  for (const [url, lh] of Object.entries(result.lighthouse ?? {})) {
    const page = new URL(url).pathname;
    add(`Lighthouse ${page} performance`, lh.performance, `≥ ${lb.performanceMin}`, lh.performance >= lb.performanceMin);
    add(`Lighthouse ${page} accessibility`, lh.accessibility, `≥ ${lb.accessibilityMin}`, lh.accessibility >= lb.accessibilityMin);
    add(`Lighthouse ${page} best practices`, lh.bestPractices, `≥ ${lb.bestPracticesMin}`, lh.bestPractices >= lb.bestPracticesMin);
    add(`Lighthouse ${page} SEO`, lh.seo, `≥ ${lb.seoMin}`, lh.seo >= lb.seoMin);
    add(`Lighthouse ${page} CLS`, lh.cls, `≤ ${lb.clsMax}`, lh.cls <= lb.clsMax);
    if (LANDINGS.includes(page))
      add(`Lighthouse ${page} JavaScript (gzip)`, fmtKB(lh.jsBytes), `≤ ${fmtKB(lb.landingJsBytesMax)}`, lh.jsBytes <= lb.landingJsBytesMax);
  }
  const limitBudget = budgets.limit;
  if (result.limit && limitBudget) {
    for (const [page, m] of Object.entries(result.limit.pages)) {
      const lcpRatio = m.ratios.lcp;
      add(
        `${page} LCP ÷ its static limit's LCP`,
        `${lcpRatio ?? "–"}× (${m.page.lcpMs} ms ÷ ${m.limit.lcpMs} ms)`,
        `≤ ${limitBudget.lcpToLimitMax}×`,
        lcpRatio !== null && lcpRatio <= limitBudget.lcpToLimitMax,
      );
      add(`${page} total blocking time`, `${m.page.tbtMs} ms`, `≤ ${limitBudget.tbtMsMax} ms`, m.page.tbtMs <= limitBudget.tbtMsMax);
    }
    const floor = result.limit.floor;
    for (const page of LANDINGS) {
      const landing = result.limit.pages[page];
      if (!landing || !floor) continue;
      const max = floor.jsBytes + limitBudget.landingJsOverFloorBytesMax;
      add(
        `${page} JavaScript (gzip) over the framework floor`,
        `${fmtKB(landing.page.jsBytes)} (floor ${fmtKB(floor.jsBytes)} + ${fmtKB(landing.page.jsBytes - floor.jsBytes)})`,
        `≤ floor + ${fmtKB(limitBudget.landingJsOverFloorBytesMax)} = ${fmtKB(max)}`,
        landing.page.jsBytes <= max,
      );
    }
  }
  const tb = budgets.throughput;
  const tp = result.throughput ?? {};
  for (const [name, t] of Object.entries(tp)) {
    add(`throughput ${name} p99 latency`, `${t.p99Ms} ms`, `≤ ${tb.p99MsMax} ms`, t.p99Ms <= tb.p99MsMax);
    add(`throughput ${name} errors`, t.errors + t.non2xx, "0", t.errors + t.non2xx === 0);
    if (name !== "static" && t.ratioToStatic !== undefined) {
      add(
        `throughput ${name} / static asset`,
        `${Math.round(t.ratioToStatic * 100)} %`,
        `≥ ${Math.round(tb.pageToStaticRatioMin * 100)} %`,
        t.ratioToStatic >= tb.pageToStaticRatioMin,
      );
    }
  }
  if (result.freshness && budgets.freshnessMsMax !== undefined) {
    add(
      "freshness (median save → visible on /)",
      `${result.freshness.medianMs} ms`,
      `≤ ${budgets.freshnessMsMax} ms`,
      result.freshness.medianMs <= budgets.freshnessMsMax,
    );
    const { firstVisitShowed, samples } = result.freshness;
    add("freshness: saves the first visit after them showed", `${firstVisitShowed} of ${samples.length}`, "all", firstVisitShowed === samples.length);
  }
  if (result.propagation) {
    const { firstRequestShowed, samples } = result.propagation;
    add(
      "propagation: saves on A that B's first visit after them showed",
      `${firstRequestShowed} of ${samples.length}`,
      "all",
      firstRequestShowed === samples.length,
    );
  }
  if (result.imagePipeline && budgets.imagePipeline) {
    const ip = result.imagePipeline;
    add("image pipeline wall time (median)", `${ip.wallMs} ms`, `≤ ${budgets.imagePipeline.wallMsMax} ms`, ip.wallMs <= budgets.imagePipeline.wallMsMax);
    add(
      "image pipeline peak RSS (max)",
      `${ip.peakRssMiB} MiB`,
      `≤ ${budgets.imagePipeline.peakRssMiBMax} MiB`,
      ip.peakRssMiB <= budgets.imagePipeline.peakRssMiBMax,
    );
  }
  if (result.pageViews && budgets.benchPageViewsMax !== undefined) {
    add(
      "page views counted during the benchmark",
      result.pageViews.counted,
      `≤ ${budgets.benchPageViewsMax}`,
      result.pageViews.counted <= budgets.benchPageViewsMax,
    );
  }
  return checks;
}
