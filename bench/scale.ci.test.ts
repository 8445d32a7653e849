/**
 * CI light stage of `npm run bench:scale`: the built app on a database seeded to a lighter size
 * (bench/budgets.json → scale.ci.size: 1,000 projects, 10,000 messages, 50 users), on PGlite, or
 * on a fresh database of TEST_DATABASE_URL's server when it is set. Every public page and admin
 * list is measured once after a warm-up, then the cached pages' p99 under each load for a few
 * seconds. The budgets that do not depend on the machine (HTML size, errors) are the real ones;
 * times and memory get the looser `ci` limits. Every figure is printed as it is measured, so a
 * failure says what was measured.
 *
 * SCALE_CI_PROJECTS / SCALE_CI_MESSAGES / SCALE_CI_USERS override the size (e.g. to check the
 * harness itself on an almost empty database).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import budgets from "./budgets.json";
import type { BudgetCheck } from "./check.mjs";
import { signIn } from "./freshness.mjs";
import { watchRss } from "./rss.mjs";
import { checkScaleBudgets } from "./scale-check.mjs";
import { measureLoads, measurePages } from "./scale-phase.mjs";
import { ADMIN_PAGES } from "./scale-pages.mjs";
import { openScaleRun, type ScaleRun, type SeedSummary } from "./scale.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ci = budgets.scale.ci;
const size = {
  projects: Number(process.env.SCALE_CI_PROJECTS ?? ci.size.projects),
  messages: Number(process.env.SCALE_CI_MESSAGES ?? ci.size.messages),
  users: Number(process.env.SCALE_CI_USERS ?? ci.size.users),
};
const log = (message: string) => console.log(`[bench:scale] ${message}`);
/** A page slower than this misses its budget anyway; waiting longer would only blow the stage's time. */
const timeoutMs = 20_000;

let run: ScaleRun;
let seed: SeedSummary;
let base: string;
let cookie: string;
let memory: ReturnType<typeof watchRss>;
let adminPaths = ADMIN_PAGES.map((p) => p.path);

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID")))
    throw new Error("No production build: run `npm run build` first (npm test does).");
  run = await openScaleRun({ postgres: Boolean(process.env.TEST_DATABASE_URL), log });
  seed = await run.seed(size, { imageWidth: 800 });
  log(`seeded in ${seed.seconds} s: ${JSON.stringify(seed.after)}`);
  const server = await run.start({ seedDemo: false });
  memory = watchRss(server.pid);
  base = server.url;
  cookie = await signIn(base, run.admin);
}, 180_000);

afterAll(async () => {
  await run?.close();
}, 60_000);

/** Prints every check and fails listing the missed ones. */
function expectWithin(checks: BudgetCheck[], errors: string[]) {
  for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}: ${c.actual} (CI threshold ${c.limit})`);
  for (const e of errors) console.log(`error: ${e}`);
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.actual}, threshold ${c.limit}`)).toEqual([]);
}

describe(`performance at a lighter size (${size.projects} projects, ${size.messages} messages, ${size.users} users; thresholds: bench/budgets.json → scale.ci)`, () => {
  it("the seed reached the size: published projects with 6 images each, messages, users", () => {
    expect(seed.after.projects).toBeGreaterThanOrEqual(size.projects);
    expect(seed.after.images).toBeGreaterThanOrEqual(size.projects * 6);
    expect(seed.after.messages).toBeGreaterThanOrEqual(size.messages);
    expect(seed.after.users).toBeGreaterThanOrEqual(size.users);
  });

  it("/ weighs ≤ 60 KB gzip, every admin list ≤ 300 KB, the first sitemap file ≤ 150 KB served, times within the CI limits, every page answers", async () => {
    const { pages, errors } = await measurePages(base, {
      cookie,
      projectPath: `/projeto/${seed.sampleProjectSlug}`,
      categorySlug: seed.categorySlugs[0],
      samples: 1,
      slowMs: ci.adminServerMsMax,
      timeoutMs,
      log,
    });
    adminPaths = Object.values(pages.admin)
      .filter((p) => p.status === 200)
      .map((p) => p.path);
    expectWithin(checkScaleBudgets({ scale: { pages, errors: { count: errors.length } } }, ci), errors);
  }, 400_000);

  it("cached / and project page keep their p99 while an admin browses, while 30 connections search and while 20 crawlers fetch the sitemap; no errors; RSS", async () => {
    const { load, errors } = await measureLoads(base, {
      cookie,
      projectPath: `/projeto/${seed.sampleProjectSlug}`,
      adminPaths,
      seconds: ci.load.seconds,
      publicConnections: ci.load.publicConnections,
      searchConnections: ci.load.searchConnections,
      sitemapConnections: ci.load.sitemapConnections,
      timeoutMs,
      log,
    });
    expectWithin(checkScaleBudgets({ scale: { load, rss: { end: memory.stop() }, errors } }, ci), errors.messages);
  }, 120_000);
});
