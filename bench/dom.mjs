// DOM size of pages as Chromium builds them (system Chromium through playwright-core).
import { chromium } from "playwright-core";
import { BENCH_USER_AGENT } from "./lighthouse.mjs";

/** "a=1; b=2" → playwright cookies for `baseURL`. */
function cookiesFor(baseURL, header) {
  return header
    .split(";")
    .map((pair) => pair.trim())
    .filter(Boolean)
    .map((pair) => {
      const at = pair.indexOf("=");
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: baseURL };
    });
}

/**
 * `document.getElementsByTagName('*').length` of each page once loaded and hydrated (the
 * `load` event, then up to 3 s of network quiet). Pages whose HTML is over `maxBytes` are not
 * opened (a browser tab on a 100 MB document says nothing the byte count does not). The user
 * agent carries the `Chrome-Lighthouse` token, so these loads are not counted as visits.
 * Returns { [name]: { nodes } | { skipped } | { error } }.
 */
export async function countDomNodes(baseURL, pages, { cookie, maxBytes = 20_000_000, timeoutMs = 120_000 } = {}) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
  const results = {};
  try {
    const context = await browser.newContext({ baseURL, locale: "es-ES", userAgent: BENCH_USER_AGENT });
    if (cookie) await context.addCookies(cookiesFor(baseURL, cookie));
    const page = await context.newPage();
    for (const { name, path, rawBytes } of pages) {
      if (rawBytes > maxBytes) {
        results[name] = { skipped: `HTML of ${(rawBytes / 1e6).toFixed(1)} MB not opened` };
        continue;
      }
      try {
        await page.goto(path, { waitUntil: "load", timeout: timeoutMs });
        await page.waitForLoadState("networkidle", { timeout: 3000 }).catch(() => {});
        results[name] = { nodes: await page.evaluate(() => document.getElementsByTagName("*").length) };
      } catch (err) {
        results[name] = { error: err.message.split("\n")[0] };
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}
