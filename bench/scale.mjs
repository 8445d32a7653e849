#!/usr/bin/env node
// `npm run bench:scale [-- --projects 5000 --messages 50000 --users 200] [--pg|--pglite]
//   [--no-demo] [--seconds 10] [--samples 3] [--check] [--save NAME]`
//
// Performance at size. On a throwaway database (a fresh PostgreSQL database on
// BENCH_DATABASE_URL's or TEST_DATABASE_URL's server with --pg, the default when one is set;
// else PGlite in a temp data dir): starts the built app with the demo seed and measures it
// (the demo-size figures), stops it, brings the database to the size (bench/scale-seed.ts),
// starts it again without the demo seed and measures every public page and admin list —
// bytes, server time, DOM nodes — and the sitemap index and its first file, the cached public
// pages' p99 alone, while an admin opens every admin list, while 30 connections search and
// while 20 crawlers fetch the sitemap (its own p99 too), and the server's peak RSS. Writes
// bench/results/scale-latest.{json,md} (and scale-NAME.* with --save); --check exits 1 listing
// every missed budget of bench/budgets.json → scale.
import { execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { ensureBuild } from "./build.mjs";
import { signIn } from "./freshness.mjs";
import { checkScaleBudgets } from "./scale-check.mjs";
import { postgresServerUrl, throwawayDatabase } from "./scale-db.mjs";
import { measurePhase } from "./scale-phase.mjs";
import { writeScaleReport } from "./scale-report.mjs";
import { freePort, startServer } from "./server.mjs";
import { findTargets } from "./targets.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const budgets = JSON.parse(fs.readFileSync(path.join(root, "bench", "budgets.json"), "utf8")).scale;

/** Runs bench/scale-seed.ts in its own process (PGlite: the server must be stopped) and returns its JSON summary. */
function seed(env, size, { imageWidth, log }) {
  const args = [
    "--import",
    "tsx",
    path.join(root, "bench/scale-seed.ts"),
    "--projects",
    String(size.projects),
    "--messages",
    String(size.messages),
    "--users",
    String(size.users),
    "--image-width",
    String(imageWidth),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d) => (out += d));
    child.stderr.on("data", (d) => {
      err += d;
      for (const line of String(d).trim().split("\n")) if (line.startsWith("[scale-seed]")) log(line.slice(13));
    });
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(out.trim().split("\n").at(-1))) : reject(new Error(`scale seed failed (${code}):\n${err.slice(-3000)}`)),
    );
  });
}

/** The slug of a category the landing page offers as a filter (its data travels in the page's RSC payload). */
async function someCategorySlug(baseURL) {
  const html = await (await fetch(`${baseURL}/`)).text();
  return html.match(/\\"slug\\":\\"([a-z0-9-]+)\\",\\"(?:description|count|name)/)?.[1] ?? html.match(/categoria=([a-z0-9-]+)/)?.[1] ?? "reformas-integrales";
}

/**
 * A throwaway database with its data dir and the admin the benchmark signs in as; servers are
 * started on it with or without the demo seed, and the scale seed runs between them.
 * close() stops what is still running and drops the database.
 */
export async function openScaleRun({ postgres = Boolean(postgresServerUrl()), log = () => {} } = {}) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const db = await throwawayDatabase({ postgres });
  log(`database: ${db.kind}${db.name ? ` ${db.name}` : ""}, data dir ${db.dataDir}`);
  const admin = { email: "bench-scale@obras.test", password: randomBytes(12).toString("hex") };
  // ADMIN_*: the first admin of a fresh database (demo start), or the seed's ensureAdmin.
  const env = { ...db.env, NEXT_DIST_DIR: distDir, STORAGE_DRIVER: "disk", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password };
  const running = new Set();
  return {
    kind: db.kind,
    admin,
    /** The built app on this database; readiness is /api/health (a first start migrates and may seed the demo). */
    async start({ seedDemo }) {
      const server = await startServer({
        root,
        dataDir: db.dataDir,
        port: await freePort(),
        env: { ...env, SEED_DEMO: String(seedDemo) },
        readyPath: "/api/health",
        timeoutMs: 600_000,
      });
      running.add(server);
      return server;
    },
    /** SIGTERM; resolves with the exit code (0: it closed the database cleanly). */
    async stop(server) {
      running.delete(server);
      return server.stop();
    },
    seed: (size, { imageWidth = 1200 } = {}) => seed(env, size, { imageWidth, log }),
    async close() {
      for (const server of running) await server.stop();
      await db.drop();
    },
  };
}

/**
 * Stops the server and records how it went in the phase: a server that crashed during the run
 * (out of memory on a huge page, say) or did not exit cleanly is an error, with its last words.
 */
async function stopInto(run, server, phase) {
  const code = await run.stop(server);
  phase.serverExit = code;
  if (code !== 0) {
    phase.errors.count++;
    phase.errors.samples.push(`the server exited with ${code} (0 expected on SIGTERM)`);
    phase.serverLogTail = server.output().slice(-3000);
  }
}

/**
 * The whole run; returns the result object (see scale-report.mjs for its reading).
 * `demo: false` skips the demo-size pass: the seed then starts from empty.
 */
export async function runScale({
  projects = budgets.size.projects,
  messages = budgets.size.messages,
  users = budgets.size.users,
  postgres,
  demo = true,
  samples = 3,
  seconds = budgets.load.seconds,
  publicConnections = budgets.load.publicConnections,
  searchConnections = budgets.load.searchConnections,
  sitemapConnections = budgets.load.sitemapConnections,
  imageWidth = 1200,
  domMaxBytes,
  slowMs = 5000,
  timeoutMs = 60_000,
  build = true,
  log = () => {},
} = {}) {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  const git = (...args) => execFileSync("git", args, { cwd: root, encoding: "utf8" }).trim();
  const load = () => os.loadavg()[0].toFixed(2);
  const result = {
    startedAt: new Date().toISOString(),
    commit: git("rev-parse", "--short", "HEAD"),
    dirty: git("status", "--porcelain", "--", ".", ":(exclude)bench/results") !== "",
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model?.trim() ?? "?",
      memGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      loadStart: load(),
    },
    size: { projects, messages, users },
  };
  if (build) result.build = ensureBuild(root, distDir, { log });
  else if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error("No production build: run `npm run build` first.");

  const run = await openScaleRun({ postgres, log });
  result.database = run.kind;
  const phaseOptions = {
    samples,
    slowMs,
    seconds,
    publicConnections,
    searchConnections,
    sitemapConnections,
    domMaxBytes,
    distDir: path.join(root, distDir),
    timeoutMs,
    log,
  };
  try {
    if (demo) {
      log("demo size: first start (migrate, demo seed)…");
      const server = await run.start({ seedDemo: true });
      const { projectPath } = await findTargets(server.url);
      const categorySlug = await someCategorySlug(server.url);
      result.demo = await measurePhase({ server, cookie: await signIn(server.url, run.admin), projectPath, categorySlug, ...phaseOptions });
      await stopInto(run, server, result.demo);
    }
    log(`seeding to ${projects} projects, ${messages} messages, ${users} users…`);
    result.seed = await run.seed({ projects, messages, users }, { imageWidth });
    log(`seeded in ${result.seed.seconds} s: ${JSON.stringify(result.seed.after)}`);
    const server = await run.start({ seedDemo: false });
    result.scale = await measurePhase({
      server,
      cookie: await signIn(server.url, run.admin),
      projectPath: `/projeto/${result.seed.sampleProjectSlug}`,
      leadPath: result.seed.sampleLeadId ? `/admin/leads/${result.seed.sampleLeadId}` : undefined,
      categorySlug: result.seed.categorySlugs[0],
      ...phaseOptions,
    });
    result.scale.readyMs = server.readyMs;
    await stopInto(run, server, result.scale);
  } finally {
    await run.close();
  }
  result.machine.loadEnd = load();
  return result;
}

function parseArgs(argv) {
  const opts = { check: false, save: null };
  const number = (i) => {
    const value = Number(argv[i]);
    if (!Number.isFinite(value) || value < 0) throw new Error(`${argv[i - 1]} takes a number`);
    return value;
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--check") opts.check = true;
    else if (a === "--save") opts.save = argv[++i];
    else if (a === "--pg") opts.postgres = true;
    else if (a === "--pglite") opts.postgres = false;
    else if (a === "--no-demo") opts.demo = false;
    else if (["--projects", "--messages", "--users", "--seconds", "--samples", "--image-width"].includes(a)) {
      opts[a.slice(2).replace(/-(\w)/, (_, c) => c.toUpperCase())] = number(++i);
    } else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

async function main() {
  const { check, save, ...opts } = parseArgs(process.argv.slice(2));
  const log = (message) => console.error(`[bench:scale ${new Date().toISOString().slice(11, 19)}] ${message}`);
  const result = await runScale({ ...opts, log });
  const checks = checkScaleBudgets(result, budgets);
  const dir = path.join(root, "bench", "results");
  writeScaleReport(dir, "scale-latest", result, { checks });
  if (save) writeScaleReport(dir, `scale-${save}`, result, { checks });
  log(`wrote bench/results/scale-latest.{json,md}${save ? ` and scale-${save}.*` : ""}`);

  const missed = checks.filter((c) => !c.ok);
  for (const c of checks) console.log(`${c.ok ? "✓" : "✗"} ${c.name}: ${c.actual} (budget ${c.limit})`);
  console.log(missed.length ? `\n${missed.length} budget(s) missed` : "\nall budgets met");
  if (check && missed.length) {
    console.log("Missed:");
    for (const c of missed) console.log(`  - ${c.name}: ${c.actual}, budget ${c.limit}`);
    process.exitCode = 1;
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exitCode = 2;
  });
}
