#!/usr/bin/env node
// `npm run bench [-- --check] [--runs 5] [--seconds 10] [--save NAME] [--only a,b]`
//
// Builds the app (unless the existing build was made from the same sources, see
// bench/build.mjs), starts it with `npm start`'s server (src/server/start.ts) on a fresh data dir with the demo seed and
// measures: Lighthouse on each public page against its static limit and the framework's floor
// (bench/against-limit.mjs), what each page's client JavaScript holds (bench/bundles.mjs),
// throughput/latency, freshness, cold start, image pipeline. Writes
// bench/results/latest.{json,md} (+ a chart); --save NAME also writes bench/results/NAME.*;
// the report compares with bench/results/before.json when it exists. --check exits 1 when a
// budget of bench/budgets.json is missed, listing each.
import { execFileSync, execFile } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "../bench/build.mjs";
import { checkBudgets } from "../bench/check.mjs";
import { measureFreshness } from "../bench/freshness.mjs";
import { measureAgainstLimit } from "../bench/against-limit.mjs";
import { analyseChunks, indexAnalysisBuild, pageModules } from "../bench/bundles.mjs";
import { ensureFloorBuild, startFloorServer } from "../bench/floor.mjs";
import { BENCH_USER_AGENT, median } from "../bench/lighthouse.mjs";
import { scriptUrls, startLimitProxy, stripScripts } from "../bench/limit.mjs";
import { measurePropagation } from "../bench/propagation.mjs";
import { makePhoto } from "../bench/photo.mjs";
import { writeReport } from "../bench/report.mjs";
import { freePort, startServer } from "../bench/server.mjs";
import { findTargets } from "../bench/targets.mjs";
import { measureThroughput } from "../bench/throughput.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const resultsDir = path.join(root, "bench", "results");
const budgets = JSON.parse(fs.readFileSync(path.join(root, "bench", "budgets.json"), "utf8"));
const run = promisify(execFile);

const ALL = ["lighthouse", "bundles", "throughput", "freshness", "coldstart", "images"];
/**
 * Needs a PostgreSQL server (TEST_DATABASE_URL or DATABASE_URL): freshness on two instances. Part
 * of a full run when there is one, else only when named in --only.
 */
const OPTIONAL = ["propagation"];
function parseArgs(argv) {
  const opts = { check: false, runs: 5, seconds: 10, save: null, only: ALL };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--check") opts.check = true;
    else if (a === "--runs") opts.runs = Number(argv[++i]);
    else if (a === "--seconds") opts.seconds = Number(argv[++i]);
    else if (a === "--save") opts.save = argv[++i];
    else if (a === "--only") opts.only = argv[++i].split(",");
    else throw new Error(`unknown option ${a}`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error("--runs takes a whole number ≥ 1 (Lighthouse runs per page, per side)");
  for (const o of opts.only) if (![...ALL, ...OPTIONAL].includes(o)) throw new Error(`--only takes ${[...ALL, ...OPTIONAL].join(",")}`);
  return opts;
}

const log = (message) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}`);
const load = () => os.loadavg()[0].toFixed(2);

/** Runs a TypeScript child (tsx) and parses the JSON line it prints. */
async function tsChild(script, args, env = {}) {
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.join(root, script), ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1));
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const has = (section) => opts.only.includes(section);
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const startedAt = new Date().toISOString();
  const machine = {
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model?.trim() ?? "?",
    memGiB: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    loadStart: load(),
  };
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  const result = {
    startedAt,
    commit: git("rev-parse", "--short", "HEAD"),
    dirty: git("status", "--porcelain", "--", ".", ":(exclude)bench/results") !== "",
    machine,
  };

  result.build = ensureBuild(root, distDir, { log });
  // Both other builds before the server starts, so they do not compete with the measurements.
  const analysisDir = `${distDir}-bench-analysis`;
  if (has("bundles")) {
    result.bundleBuild = ensureBuild(root, analysisDir, { env: { BENCH_BROWSER_SOURCE_MAPS: "1" }, log: (m) => log(`bundle analysis ${m}`) });
  }
  if (has("lighthouse")) result.floorBuild = ensureFloorBuild(root, { log });

  const serverUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (has("propagation") || (opts.only === ALL && serverUrl)) {
    if (!serverUrl) throw new Error("--only propagation needs a PostgreSQL server: set TEST_DATABASE_URL (a fresh database is created on it)");
    result.propagation = await measurePropagation({ root, distDir, serverUrl, samples: 20, log });
    log(
      `propagation A → B: median ${result.propagation.medianMs} ms, max ${result.propagation.maxMs} ms, B's first visit showed ${result.propagation.firstRequestShowed} of ${result.propagation.samples.length}`,
    );
    const file = path.join(resultsDir, "propagation.json");
    fs.writeFileSync(file, `${JSON.stringify({ startedAt, commit: result.commit, machine, propagation: result.propagation }, null, 2)}\n`);
    log(`wrote ${path.relative(root, file)}`);
    if (opts.only.every((o) => OPTIONAL.includes(o))) return;
  }

  const work = fs.mkdtempSync(path.join(os.tmpdir(), "bench-"));
  const dataDir = path.join(work, "data");
  const admin = { email: "bench@obras.test", password: randomBytes(12).toString("hex") };
  const env = { NEXT_DIST_DIR: distDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, SEED_DEMO: "true" };
  const servers = [];
  try {
    result.reviews = await tsChild("bench/reviews.ts", [dataDir]);
    log(`published reviews on the landing page: ${result.reviews.published}`);
    log(`first start on a fresh data dir (${dataDir}): migrate, seed, serve`);
    let server = await startServer({ root, dataDir, port: await freePort(), env });
    servers.push(server);
    result.firstStartMs = server.readyMs;
    const base = server.url;
    const { projectPath, asset } = await findTargets(base);
    result.targets = { project: projectPath, staticAsset: asset };
    log(`project page ${projectPath}; static asset ${asset.url} (${asset.bytes} B, ${asset.cacheControl})`);

    // The Galician and English landing pages keep the same budgets.
    const publicPages = ["/", projectPath, "/politica-de-privacidade", "/gl", "/en"];
    const renderedHtml = async (pagePath) => {
      const res = await fetch(`${base}${pagePath}`, { headers: { "user-agent": BENCH_USER_AGENT } });
      if (!res.ok) throw new Error(`${pagePath} answered ${res.status}`);
      return res.text();
    };
    if (has("lighthouse")) {
      const proxy = await startLimitProxy({ target: base });
      let floor;
      try {
        floor = await startFloorServer(root, { port: await freePort() });
        const pages = [];
        for (const pagePath of publicPages) {
          const html = await renderedHtml(pagePath);
          pages.push({ path: pagePath, url: `${proxy.url}${pagePath}`, limitUrl: proxy.addCopy(pagePath, stripScripts(html)) });
        }
        log(`static limits served by ${proxy.url} (<page>?bench-static-limit), floor by ${floor.url}; ${opts.runs} interleaved rounds`);
        result.limit = await measureAgainstLimit({ pages, floorUrl: `${floor.url}/`, runs: opts.runs, log });
        result.limit.floor.nextVersion = result.floorBuild.version;
        result.lighthouse = Object.fromEntries(Object.values(result.limit.pages).map((m) => [m.url, m.page]));
      } finally {
        await proxy.stop();
        await floor?.stop();
      }
    }
    if (has("bundles")) {
      const analysis = indexAnalysisBuild(path.join(root, analysisDir));
      result.bundles = {};
      for (const pagePath of publicPages) {
        const chunks = await analyseChunks(base, scriptUrls(await renderedHtml(pagePath)), analysis);
        result.bundles[pagePath] = { chunks, modules: pageModules(chunks) };
        const gzip = chunks.reduce((sum, c) => sum + c.gzipBytes, 0);
        log(`bundles ${pagePath}: ${chunks.length} chunks, ${(gzip / 1000).toFixed(1)} KB gzip, ${chunks.filter((c) => c.modules).length} mapped`);
      }
    }
    if (has("throughput")) {
      result.throughput = await measureThroughput(
        { landing: `${base}/`, "landing-gl": `${base}/gl`, "landing-en": `${base}/en`, project: `${base}${projectPath}`, static: `${base}${asset.url}` },
        { connections: budgets.throughput.connections, seconds: opts.seconds, log },
      );
    }
    if (has("freshness")) {
      result.freshness = await measureFreshness(base, { distDir: path.join(root, distDir), admin, log });
    }
    const code = await server.stop();
    servers.pop();
    if (code !== 0) throw new Error(`the server exited with ${code} on SIGTERM:\n${server.output().slice(-2000)}`);

    result.pageViews = await tsChild("bench/page-views.ts", [dataDir]);
    log(`page views counted during the run: ${result.pageViews.counted}`);

    if (has("coldstart")) {
      const samples = [];
      for (let i = 0; i < 3; i++) {
        server = await startServer({ root, dataDir, port: await freePort(), env });
        servers.push(server);
        samples.push(server.readyMs);
        log(`cold start ${i + 1}/3: first 200 of / after ${server.readyMs} ms`);
        await server.stop();
        servers.pop();
      }
      result.coldStart = { samples, medianMs: median(samples) };
    }

    if (has("images")) {
      const photo = path.join(work, "photo-4000x3000.jpg");
      await makePhoto(photo);
      const samples = [];
      for (let i = 0; i < 3; i++) {
        const outDir = path.join(work, `pipeline-${i}`);
        samples.push(await tsChild("bench/image-pipeline.ts", [photo], { DATA_DIR: outDir, STORAGE_DRIVER: "disk" }));
        fs.rmSync(outDir, { recursive: true, force: true });
        log(`image pipeline ${i + 1}/3: ${samples.at(-1).wallMs} ms, peak RSS ${samples.at(-1).peakRssMiB} MiB`);
      }
      result.imagePipeline = {
        ...samples[0],
        wallMs: median(samples.map((s) => s.wallMs)),
        peakRssMiB: Math.max(...samples.map((s) => s.peakRssMiB)),
        samples: samples.map(({ wallMs, peakRssMiB }) => ({ wallMs, peakRssMiB })),
      };
    }
  } finally {
    for (const s of servers) await s.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }

  machine.loadEnd = load();
  const checks = checkBudgets(result, budgets);
  const beforeFile = path.join(resultsDir, "before.json");
  const before = opts.save !== "before" && fs.existsSync(beforeFile) ? JSON.parse(fs.readFileSync(beforeFile, "utf8")) : undefined;
  await writeReport(resultsDir, "latest", result, { checks, before });
  if (opts.save) await writeReport(resultsDir, opts.save, result, { checks, before });
  log(`wrote ${path.relative(root, resultsDir)}/latest.{json,md}${opts.save ? ` and ${opts.save}.*` : ""}`);

  const missed = checks.filter((c) => !c.ok);
  for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}: ${c.actual} (budget ${c.limit})`);
  console.log(missed.length ? `\n${missed.length} budget(s) missed` : "\nall budgets met");
  if (opts.check && missed.length) {
    console.log("Missed:");
    for (const c of missed) console.log(`  - ${c.name}: ${c.actual}, budget ${c.limit}`);
    process.exitCode = 1;
  }
}

main().catch((err) => {
  console.error(err);
  process.exitCode = 2;
});
