/**
 * CI light stage of `npm run bench:scale`: the built app on a database seeded to a lighter size
 * (bench/budgets.json → scale.ci.size: 1,000 projects, 10,000 messages, 50 users), on PGlite, or
 * on a fresh database of TEST_DATABASE_URL's server when it is set. Every page and admin list is
 * measured once, and the cached pages' p99 under each load for a few seconds. The budgets that
 * do not depend on the machine (HTML size, errors) are the real ones; times and memory get the
 * looser `ci` limits. Every figure is printed, so a failure says what was measured.
 *
 * SCALE_CI_PROJECTS / SCALE_CI_MESSAGES / SCALE_CI_USERS override the size (e.g. to check the
 * harness itself on an almost empty database).
 */
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import budgets from "./budgets.json";
import { checkScaleBudgets } from "./scale-check.mjs";
import { runScale } from "./scale.mjs";

const root = path.resolve(import.meta.dirname, "..");
const ci = budgets.scale.ci;
const size = {
  projects: Number(process.env.SCALE_CI_PROJECTS ?? ci.size.projects),
  messages: Number(process.env.SCALE_CI_MESSAGES ?? ci.size.messages),
  users: Number(process.env.SCALE_CI_USERS ?? ci.size.users),
};

let result: Awaited<ReturnType<typeof runScale>>;

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) throw new Error("No production build: run `npm run build` first (npm test does).");
  result = await runScale({
    ...size,
    postgres: Boolean(process.env.TEST_DATABASE_URL),
    demo: false,
    build: false,
    samples: 1,
    seconds: ci.load.seconds,
    publicConnections: ci.load.publicConnections,
    searchConnections: ci.load.searchConnections,
    imageWidth: 800,
    domMaxBytes: 5_000_000,
    // A page slower than this fails anyway; waiting longer would only blow the stage's time.
    timeoutMs: 20_000,
    log: (message: string) => console.log(`[bench:scale] ${message}`),
  });
}, 240_000);

afterAll(() => {
  if (result) console.log(`scale result: ${JSON.stringify({ size: result.size, seed: result.seed, scale: result.scale })}`);
});

describe(`performance at a lighter size (${size.projects} projects, ${size.messages} messages, ${size.users} users; thresholds: bench/budgets.json → scale.ci)`, () => {
  it("the seed reached the size: published projects with 6 images each, messages, users", () => {
    expect(result.seed.after.projects).toBeGreaterThanOrEqual(size.projects);
    expect(result.seed.after.images).toBeGreaterThanOrEqual(size.projects * 6);
    expect(result.seed.after.messages).toBeGreaterThanOrEqual(size.messages);
    expect(result.seed.after.users).toBeGreaterThanOrEqual(size.users);
  });

  it("every page and admin list is within its CI budget, and nothing failed", () => {
    const checks = checkScaleBudgets(result, ci);
    for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}: ${c.actual} (CI threshold ${c.limit})`);
    if (result.scale.errors.count) console.log(`errors: ${result.scale.errors.samples.join("\n  ")}`);
    expect(checks.length).toBeGreaterThan(0);
    expect(checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.actual}, threshold ${c.limit}`)).toEqual([]);
  });
});
