/**
 * CI light subset of `npm run bench`: Lighthouse on `/` (median of 3 runs: one run on a busy
 * machine swings by ±10 points) and a 3 s throughput sample of
 * `/` against a static asset, on the production build the e2e stage made. Thresholds are the
 * `ci` section of bench/budgets.json: looser than the budgets where the figure depends on the
 * machine's load, so a busy 2-core CI box catches regressions without flaking.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isBot } from "@/analytics/record";
import budgets from "./budgets.json";
import { checkBudgets } from "./check.mjs";
import { BENCH_USER_AGENT, measureLighthouse } from "./lighthouse.mjs";
import { primePageCache } from "./prime.mjs";
import { freePort, startServer } from "./server.mjs";
import { findTargets } from "./targets.mjs";
import { measureThroughput } from "./throughput.mjs";

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const ci = budgets.ci;
const LIGHTHOUSE_RUNS = 3;

let server: Awaited<ReturnType<typeof startServer>>;
let work: string;
let targets: Awaited<ReturnType<typeof findTargets>>;

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error("No production build: run `npm run build` first (npm test does).");
  work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-ci-"));
  server = await startServer({ root, dataDir: work, port: await freePort(), env: { NEXT_DIST_DIR: distDir } });
  targets = await findTargets(server.url);
});

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
  if (work) fs.rmSync(work, { recursive: true, force: true });
});

/** Prints every check (the figures land in the CI log) and fails listing the missed ones. */
function expectWithin(checks: ReturnType<typeof checkBudgets>) {
  for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}: ${c.actual} (CI threshold ${c.limit})`);
  expect(checks.length).toBeGreaterThan(0);
  expect(checks.filter((c) => !c.ok).map((c) => `${c.name}: ${c.actual}, threshold ${c.limit}`)).toEqual([]);
}

describe("performance, CI light subset (thresholds: bench/budgets.json → ci)", () => {
  it("Lighthouse's page loads are not counted as visits (its user agent is a bot's)", () => {
    expect(isBot(BENCH_USER_AGENT)).toBe(true);
    expect(isBot(BENCH_USER_AGENT.replace(" Chrome-Lighthouse", ""))).toBe(false);
  });

  it(`Lighthouse of / (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} runs)`, async () => {
    const url = `${server.url}/`;
    const figures = await measureLighthouse([url], { runs: LIGHTHOUSE_RUNS, prime: primePageCache, log: (line) => console.log(line) });
    console.log(`Lighthouse /: ${JSON.stringify({ ...figures[url], failing: figures[url].failing.join(" ") })}`);
    expectWithin(checkBudgets({ lighthouse: figures }, ci));
  });

  it(`throughput of / against a static asset (${ci.throughput.connections} connections, ${ci.throughput.seconds} s)`, async () => {
    const { connections, seconds } = ci.throughput;
    const figures = await measureThroughput(
      { landing: `${server.url}/`, static: `${server.url}${targets.asset.url}` },
      { connections, seconds, warmupSeconds: 1 },
    );
    console.log(`throughput: ${JSON.stringify(figures)}`);
    expectWithin(checkBudgets({ throughput: figures }, ci));
  });
});
