#!/usr/bin/env node
// Lighthouse (mobile preset, default simulated throttling) with the system Chromium; the median
// of N runs per URL. CLI: node bench/lighthouse.mjs [--runs 3] URL...  (prints JSON)
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { pathToFileURL } from "node:url";

/**
 * Lighthouse's own mobile user agent plus the "Chrome-Lighthouse" token that PageSpeed Insights
 * sends: the page-view counter treats it as a bot (src/analytics/record.ts), so benchmark runs
 * never count as visits. It applies to every request of the page, the beacon included.
 */
export const BENCH_USER_AGENT =
  "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36 Chrome-Lighthouse";

const CHROME_FLAGS = ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"];

const KEYS = ["performance", "accessibility", "bestPractices", "seo", "lcpMs", "fcpMs", "tbtMs", "cls", "totalBytes", "jsBytes"];

/** The middle value; of an even count, the upper of the two middle ones (always a measured value). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Lighthouse's own trace-recording failures ("Please run Lighthouse again"): the page is not at fault. */
const TRACE_FAILURES = new Set(["NO_NAVSTART", "NO_TRACING_STARTED"]);

/**
 * The tasks that make up Total Blocking Time: Lighthouse's simulated long tasks (over 50 ms) that
 * end after First Contentful Paint, as "start+duration source" (times simulated, in ms). A task
 * with no script source is the page's own parsing, style, layout or paint, or the browser's.
 */
function blockingTasks(lhr) {
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue ?? 0;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  return (lhr.audits["long-tasks"]?.details?.items ?? [])
    .filter((t) => t.startTime + t.duration > fcp)
    .sort((a, b) => a.startTime - b.startTime)
    .map((t) => `${Math.round(t.startTime)}+${Math.round(t.duration)} ${String(t.url).replace(origin, "")}`);
}

/**
 * The LCP element as "selector <tag>": Lighthouse 13 reports it in the LCP breakdown insight; older
 * versions in the `largest-contentful-paint-element` audit.
 */
export function lcpElementOf(lhr) {
  const node =
    (lhr.audits["lcp-breakdown-insight"]?.details?.items ?? []).find((item) => item.type === "node") ??
    lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
  return node ? [node.selector, node.snippet].filter(Boolean).join(" ") : null;
}

/** One Lighthouse run of one URL in a fresh Chromium (no cache, no stored consent). */
export async function lighthouseOnce(url) {
  const chrome = await launch({ chromePath: process.env.CHROME_PATH || "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", emulatedUserAgent: BENCH_USER_AGENT });
    if (lhr.runtimeError) {
      const err = new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      err.retryable = TRACE_FAILURES.has(lhr.runtimeError.code);
      throw err;
    }
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const requests = lhr.audits["network-requests"]?.details?.items ?? [];
    // transferSize is what crossed the wire: gzip/brotli-compressed bodies plus headers.
    const scripts = requests.filter((r) => r.resourceType === "Script");
    const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    return {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      fcpMs: Math.round(audit("first-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      totalBytes: Math.round(audit("total-byte-weight")),
      jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
      blocking: blockingTasks(lhr),
      lcpElement: lcpElementOf(lhr),
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.map((ref) => ({ cat: c.id, ...lhr.audits[ref.id], weight: ref.weight })))
        .filter((a) => a.weight > 0 && a.score !== null && a.score < 1)
        .map((a) => `${a.cat}:${a.id}`),
    };
  } finally {
    chrome.kill();
  }
}

/** One run, run again once when Lighthouse failed to record its trace (not the page's fault). */
export const lighthouseRetried = (url) => lighthouseOnce(url).catch((err) => (err.retryable ? lighthouseOnce(url) : Promise.reject(err)));

/** The runs of one URL summed up: the median of every figure, taken separately; the samples are kept. */
export function summarizeRuns(samples) {
  return {
    runs: samples.length,
    ...Object.fromEntries(KEYS.map((k) => [k, median(samples.map((s) => s[k]))])),
    performanceSamples: samples.map((s) => s.performance),
    lcpSamples: samples.map((s) => s.lcpMs),
    tbtSamples: samples.map((s) => s.tbtMs),
    blockingSamples: samples.map((s) => s.blocking),
    lcpElement: samples[0].lcpElement,
    // Audits that lost points in at least one run (performance ones included: they say why).
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}

/**
 * Median of `runs` runs per URL, one URL after the other; a run whose trace Lighthouse failed to
 * record is run again once. `prime` runs before each run (bench/prime.mjs).
 */
export async function measureLighthouse(urls, { runs = 3, prime = async () => {}, log = () => {} } = {}) {
  const results = {};
  for (const url of urls) {
    const samples = [];
    for (let i = 0; i < runs; i++) {
      await prime(url);
      samples.push(await lighthouseRetried(url));
      log(`lighthouse ${url} run ${i + 1}/${runs}: performance ${samples.at(-1).performance}, LCP ${samples.at(-1).lcpMs} ms, TBT ${samples.at(-1).tbtMs} ms`);
    }
    results[url] = summarizeRuns(samples);
  }
  return results;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const args = process.argv.slice(2);
  const runsAt = args.indexOf("--runs");
  const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
  console.log(JSON.stringify(await measureLighthouse(args, { runs, log: (m) => console.error(m) }), null, 2));
}
