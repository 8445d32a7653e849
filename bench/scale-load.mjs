// Latency of the cached public pages while something else loads the server: an admin going
// through every admin list or saving, or a crowd of visitors searching. autocannon on loopback.
import autocannon from "autocannon";
import { actionPage, adminCategories, callAction, findAction } from "./freshness.mjs";
import { CRAWLER_HEADERS } from "./scale-pages.mjs";
import { SEARCH_WORDS } from "./scale-words.mjs";
import { BROWSER_HEADERS } from "./throughput.mjs";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const randomWord = () => SEARCH_WORDS[Math.floor(Math.random() * SEARCH_WORDS.length)];
/** One word most of the time, two now and then: "cocina Vigo". */
export const randomQuery = () => (Math.random() < 0.3 ? `${randomWord()} ${randomWord()}` : randomWord());

/**
 * The figures of an autocannon result. `shed` lists status codes that are an intended answer
 * under this load (a 429 from a cap on expensive renders): counted apart, not as errors.
 * Errors: socket errors and timeouts (autocannon's `errors` includes its `timeouts`) and every
 * other non-2xx answer.
 */
export function loadFigures(r, { shed = [] } = {}) {
  const statuses = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([code, s]) => [code, s.count]));
  const shedCount = shed.reduce((sum, code) => sum + (statuses[code] ?? 0), 0);
  // No answer at all within the window: latencies are unknown (autocannon says 0), not good.
  const answered = r.requests.total > 0;
  return {
    requests: r.requests.total,
    requestsPerSec: Math.round(r.requests.average),
    p50Ms: answered ? r.latency.p50 : null,
    p99Ms: answered ? r.latency.p99 : null,
    maxMs: answered ? r.latency.max : null,
    statuses,
    shed: shedCount,
    errors: r.errors + r.non2xx - shedCount,
  };
}

/**
 * An admin opening each admin list in turn, one after the other, until stopped. Pass only
 * pages that answered when measured alone: one that timed out would keep the server busy
 * with renders nobody waits for, and is already reported.
 */
export function adminBrowsing(baseURL, cookie, paths, { timeoutMs = 60_000 } = {}) {
  return {
    name: "an admin opening every admin list in a loop",
    start() {
      // Stopping lets the request in flight finish (its own timeout bounds it) rather than
      // aborting it: a run once waited forever here with no socket open, and an abort while the
      // body is read is the one wait in this loop that no timeout bounded.
      let stopped = false;
      const stats = { requests: 0, errors: [], slowestMs: 0 };
      const loop = (async () => {
        while (paths.length > 0 && !stopped) {
          for (const path of paths) {
            if (stopped) break;
            const t0 = performance.now();
            try {
              const res = await fetch(`${baseURL}${path}`, {
                redirect: "manual",
                headers: { cookie, accept: "text/html", "accept-encoding": "gzip, br" },
                signal: AbortSignal.timeout(timeoutMs),
              });
              await res.arrayBuffer();
              stats.requests++;
              stats.slowestMs = Math.max(stats.slowestMs, Math.round(performance.now() - t0));
              if (res.status !== 200) stats.errors.push(`${path}: ${res.status}`);
            } catch (err) {
              stats.errors.push(`${path}: ${err.name === "TimeoutError" ? `timeout after ${timeoutMs} ms` : err.message}`);
            }
          }
        }
      })();
      return {
        stop: async () => {
          stopped = true;
          await loop;
          return { requests: stats.requests, slowestMs: stats.slowestMs, errors: stats.errors.length, errorSamples: stats.errors.slice(0, 5) };
        },
      };
    },
  };
}

/**
 * An admin saving every `everyMs` until stopped: a category renamed back and forth through the
 * real server action. Like a settings save, each makes every kept page out of date (the page
 * cache keys on one data generation), so every visitor's page is rendered again after it.
 */
export function adminSaving(baseURL, cookie, { distDir, everyMs = 2000 }) {
  return {
    name: `an admin saving every ${everyMs / 1000} s (each save makes every kept page out of date)`,
    start() {
      let stopped = false;
      const stats = { saves: 0, errors: [], slowestMs: 0 };
      const loop = (async () => {
        const action = findAction(distDir, "src/categories/actions.ts", "updateCategoryAction");
        const [category] = await adminCategories(baseURL, cookie);
        const save = (name) =>
          callAction(baseURL, cookie, action, actionPage(action, category.id), {
            id: category.id,
            name,
            slug: category.slug,
            description: category.description ?? "",
          });
        for (let i = 1; !stopped; i++) {
          const t0 = performance.now();
          try {
            await save(i % 2 ? `${category.name} (${i})` : category.name);
            stats.saves++;
            stats.slowestMs = Math.max(stats.slowestMs, Math.round(performance.now() - t0));
          } catch (err) {
            stats.errors.push(err.message);
          }
          await sleep(Math.max(0, everyMs - (performance.now() - t0)));
        }
        await save(category.name).catch((err) => stats.errors.push(`restoring the name: ${err.message}`));
      })();
      return {
        stop: async () => {
          stopped = true;
          await loop;
          return { saves: stats.saves, slowestMs: stats.slowestMs, errors: stats.errors.length, errorSamples: stats.errors.slice(0, 5) };
        },
      };
    },
  };
}

/** `connections` visitors requesting /buscar?q=<random words> back to back, until stopped. 429 is an intended answer (see loadFigures). */
export function searchCrowd(baseURL, { connections = 30 } = {}) {
  return {
    name: `${connections} connections requesting /buscar?q=<random>`,
    start() {
      const tracker = autocannon({
        url: `${baseURL}/buscar`,
        connections,
        duration: 3600,
        timeout: 10,
        headers: BROWSER_HEADERS,
        requests: [{ setupRequest: (req) => ({ ...req, path: `/buscar?q=${encodeURIComponent(randomQuery())}` }) }],
      });
      return {
        stop: async () => {
          tracker.stop();
          const result = await new Promise((resolve, reject) => tracker.then(resolve, reject));
          return loadFigures(result, { shed: ["429"] });
        },
      };
    },
  };
}

/**
 * `connections` crawlers fetching the sitemap back to back, until stopped: each request the next
 * of `paths` (the index and every file it names) in turn, gzip accepted, as search engines ask.
 * Its own latency is the sitemap's p99 under load.
 */
export function sitemapCrowd(baseURL, { connections = 20, paths }) {
  return {
    name: `${connections} connections requesting the sitemap index and its ${paths.length - 1} file(s) in turn`,
    start() {
      let next = 0;
      const tracker = autocannon({
        url: `${baseURL}${paths[0]}`,
        connections,
        duration: 3600,
        timeout: 10,
        headers: CRAWLER_HEADERS,
        requests: [{ setupRequest: (req) => ({ ...req, path: paths[next++ % paths.length] }) }],
      });
      return {
        stop: async () => {
          tracker.stop();
          const result = await new Promise((resolve, reject) => tracker.then(resolve, reject));
          return loadFigures(result);
        },
      };
    },
  };
}

/**
 * autocannon on every target at once for `seconds` (`connections` each), while `background`
 * (adminBrowsing, searchCrowd, or nothing) runs; it starts a second before and stops after.
 */
export async function publicLatency(targets, { connections = 10, seconds = 10, background } = {}) {
  const running = background?.start();
  let entries;
  let backgroundFigures = null;
  try {
    if (running) await sleep(1000);
    entries = await Promise.all(
      Object.entries(targets).map(async ([name, url]) => {
        const r = await autocannon({ url, connections, duration: seconds, timeout: 10, headers: BROWSER_HEADERS });
        return [name, { url, connections, seconds, ...loadFigures(r) }];
      }),
    );
  } finally {
    if (running) backgroundFigures = await running.stop();
  }
  return { during: background?.name ?? "nothing else", public: Object.fromEntries(entries), background: backgroundFigures };
}
