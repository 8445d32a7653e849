// Lighthouse on each page and on its static limit (bench/limit.mjs), interleaved — page, limit,
// next page, its limit, …, the framework's floor, then the next round — so a change in the
// machine's load during the run falls on both sides of each comparison alike.
import { lighthouseRetried, summarizeRuns } from "./lighthouse.mjs";
import { primePageCache } from "./prime.mjs";

/** page ÷ limit, to two decimals; null when the limit's figure is 0 (no ratio to speak of). */
export function ratio(page, limit) {
  if (!Number.isFinite(page) || !Number.isFinite(limit) || limit === 0) return null;
  return Math.round((page / limit) * 100) / 100;
}

/** The ratios the report and the budgets use, from two summaries (medians). */
export function limitRatios(page, limit) {
  return {
    lcp: ratio(page.lcpMs, limit.lcpMs),
    fcp: ratio(page.fcpMs, limit.fcpMs),
    tbt: ratio(page.tbtMs, limit.tbtMs),
    bytes: ratio(page.totalBytes, limit.totalBytes),
  };
}

/**
 * `pages`: [{ path, url, limitUrl }]; `floorUrl` optional. Runs `runs` rounds and returns
 * { runs, pages: { [path]: { url, limitUrl, page, limit, ratios } }, floor }, each side the
 * median of its runs (bench/lighthouse.mjs summarizeRuns).
 */
export async function measureAgainstLimit({ pages, floorUrl, runs = 5, once = lighthouseRetried, prime = primePageCache, log = () => {} }) {
  const samples = Object.fromEntries(pages.map((p) => [p.path, { page: [], limit: [] }]));
  const floor = [];
  const say = (what, round, s) =>
    log(
      `lighthouse ${what} run ${round}/${runs}: performance ${s.performance}, LCP ${s.lcpMs} ms, TBT ${s.tbtMs} ms${s.blocking.length ? ` (${s.blocking.join(", ")})` : ""}`,
    );
  for (let round = 1; round <= runs; round++) {
    for (const p of pages) {
      await prime(p.url);
      samples[p.path].page.push(await once(p.url));
      say(p.path, round, samples[p.path].page.at(-1));
      samples[p.path].limit.push(await once(p.limitUrl));
      say(`${p.path} (static limit)`, round, samples[p.path].limit.at(-1));
    }
    if (floorUrl) {
      floor.push(await once(floorUrl));
      say("bare Next.js page (floor)", round, floor.at(-1));
    }
  }
  const result = { runs, pages: {}, floor: floorUrl ? { url: floorUrl, ...summarizeRuns(floor) } : null };
  for (const p of pages) {
    const page = summarizeRuns(samples[p.path].page);
    const limit = summarizeRuns(samples[p.path].limit);
    result.pages[p.path] = { url: p.url, limitUrl: p.limitUrl, page, limit, ratios: limitRatios(page, limit) };
  }
  return result;
}
