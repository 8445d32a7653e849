#!/usr/bin/env node
// Lighthouse (mobile preset, default simulated throttling) with the system Chromium; prints the
// median of N runs per URL as JSON. Usage: node bench/lighthouse.mjs [--runs 3] URL...
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args.splice(runsAt, 2)[1]) : 3;
const urls = args;

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

async function measure(url) {
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--no-first-run"],
  });
  try {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error" });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    const scripts = (lhr.audits["network-requests"]?.details?.items ?? []).filter((r) => r.resourceType === "Script");
    return {
      performance: Math.round(lhr.categories.performance.score * 100),
      accessibility: Math.round(lhr.categories.accessibility.score * 100),
      bestPractices: Math.round(lhr.categories["best-practices"].score * 100),
      seo: Math.round(lhr.categories.seo.score * 100),
      lcpMs: Math.round(audit("largest-contentful-paint")),
      tbtMs: Math.round(audit("total-blocking-time")),
      cls: Number(audit("cumulative-layout-shift").toFixed(3)),
      totalKiB: Math.round(audit("total-byte-weight") / 1024),
      jsKiB: Math.round(scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024),
      failing: Object.values(lhr.categories)
        .flatMap((c) => c.auditRefs.map((ref) => ({ cat: c.id, ...lhr.audits[ref.id], weight: ref.weight })))
        .filter((a) => a.weight > 0 && a.score !== null && a.score < 1 && a.cat !== "performance")
        .map((a) => `${a.cat}:${a.id}`),
    };
  } finally {
    chrome.kill();
  }
}

const results = {};
for (const url of urls) {
  const samples = [];
  for (let i = 0; i < runs; i++) samples.push(await measure(url));
  const pick = (key) => median(samples.map((s) => s[key]));
  results[url] = {
    runs,
    ...Object.fromEntries(["performance", "accessibility", "bestPractices", "seo", "lcpMs", "tbtMs", "cls", "totalKiB", "jsKiB"].map((k) => [k, pick(k)])),
    samples: samples.map((s) => s.performance),
    failing: [...new Set(samples.flatMap((s) => s.failing))],
  };
}
console.log(JSON.stringify(results, null, 2));
