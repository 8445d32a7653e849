import { describe, expect, it } from "vitest";
import { checkScaleBudgets } from "../../bench/scale-check.mjs";
import { loadFigures } from "../../bench/scale-load.mjs";

/** An autocannon result with the given latencies and status counts. */
const autocannonResult = (total: number, statuses: Record<string, number>, { errors = 0, p99 = 40 } = {}) => ({
  requests: { total, average: total / 10 },
  latency: { p50: 10, p99, max: p99 + 5 },
  statusCodeStats: Object.fromEntries(Object.entries(statuses).map(([code, count]) => [code, { count }])),
  errors,
  non2xx: Object.entries(statuses).reduce((n, [code, count]) => n + (code.startsWith("2") ? 0 : count), 0),
});

const budgets = { landingGzipBytesMax: 60_000, adminRawBytesMax: 300_000, adminServerMsMax: 300, cachedPublicP99MsMax: 100, errorsMax: 0 };
const page = (over: Record<string, unknown> = {}) => ({ path: "/", status: 200, rawBytes: 100_000, gzipBytes: 20_000, renderMs: 50, ...over });
const failed = (checks: ReturnType<typeof checkScaleBudgets>) => checks.filter((c) => !c.ok).map((c) => c.name);

describe("bench:scale figures and budgets", () => {
  it("counts 429s apart from errors only where the load says they are an intended answer", () => {
    const result = autocannonResult(100, { 200: 60, 429: 35, 500: 5 }, { errors: 2 });
    expect(loadFigures(result, { shed: ["429"] })).toMatchObject({ shed: 35, errors: 7, statuses: { 200: 60, 429: 35, 500: 5 } });
    expect(loadFigures(result)).toMatchObject({ shed: 0, errors: 42 });
  });

  it("reports no latency, not 0 ms, when nothing answered within the window", () => {
    expect(loadFigures(autocannonResult(0, {}, { p99: 0 }))).toMatchObject({ requests: 0, p99Ms: null, p50Ms: null });
  });

  it("passes bounded pages and fails each budget a page misses", () => {
    const scale = {
      pages: {
        public: { "/": page({ gzipBytes: 59_000 }) },
        admin: { "/admin/projects": page({ path: "/admin/projects", rawBytes: 310_000, renderMs: 120 }) },
      },
      errors: { count: 0 },
    };
    expect(failed(checkScaleBudgets({ scale }, budgets))).toEqual(["/admin/projects HTML"]);
  });

  it("fails a page that did not answer instead of passing its 0 bytes", () => {
    const scale = { pages: { public: {}, admin: { "/admin/contact-messages": page({ status: 0, rawBytes: 0, gzipBytes: 0, renderMs: 60_000 }) } } };
    const checks = checkScaleBudgets({ scale }, budgets);
    expect(failed(checks)).toEqual(["/admin/contact-messages HTML", "/admin/contact-messages server time"]);
    expect(checks[0].actual).toMatch(/no answer/);
  });

  it("fails a cached page that gave no answer under load", () => {
    const idle = { public: {} };
    const pub = (p99Ms: number | null) => ({ landing: { p99Ms, seconds: 10 } });
    const scale = { load: { idle, admin: { public: pub(80) }, search: { public: pub(null) } }, errors: { count: 0 } };
    const checks = checkScaleBudgets({ scale }, budgets);
    expect(failed(checks)).toEqual(["landing p99 during the search load"]);
    expect(checks.find((c) => !c.ok)?.actual).toBe("no answer within 10 s");
  });

  it("checks the sitemap file's bytes and the crawlers' p99 where a sitemap budget is set, and the pages during their load", () => {
    const sitemapBudgets = {
      ...budgets,
      sitemapFileRawBytesMax: 3_000_000,
      sitemapFileServedBytesMax: 150_000,
      sitemapP99MsMax: 100,
      sitemapLoadPublicP99MsMax: 140,
    };
    const doc = (over: Record<string, unknown> = {}) => ({
      status: 200,
      rawBytes: 2_300_000,
      servedBytes: 80_000,
      contentType: "application/gzip",
      file: true,
      ...over,
    });
    const pub = (p99Ms: number) => ({ landing: { p99Ms, seconds: 10 } });
    const scale = {
      pages: {
        public: {},
        admin: {},
        sitemap: { "/sitemap.xml": doc({ file: false, rawBytes: 9_000_000 }), "/sitemaps/1.xml.gz": doc({ servedBytes: 160_000 }) },
      },
      load: {
        admin: { public: pub(50) },
        search: { public: pub(50) },
        sitemap: { public: pub(150), background: { p99Ms: 120, requestsPerSec: 900 } },
      },
      errors: { count: 0 },
    };
    // The index is not a file: no byte budget for it.
    expect(failed(checkScaleBudgets({ scale }, sitemapBudgets))).toEqual([
      "/sitemaps/1.xml.gz served (gzip file)",
      "landing p99 during the sitemap load",
      "sitemap p99 under its crowd",
    ]);
    // Without the sitemap budgets, the sitemap load is not asked for.
    expect(checkScaleBudgets({ scale: { ...scale, load: { admin: scale.load.admin, search: scale.load.search } } }, budgets).every((c) => c.ok)).toBe(true);
  });
});
