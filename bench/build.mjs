// Builds the app for the benchmark unless the build in distDir was made from the same sources.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Paths that do not go into the build: changing them must not force a rebuild. */
const NOT_BUILT = [
  ":(exclude)bench",
  ":(exclude)tests",
  ":(exclude)*.md",
  ":(exclude)scripts",
  ":(exclude).ci",
  ":(exclude)deploy",
  ":(exclude)vitest.config.ts",
  ":(exclude)eslint.config.mjs",
  ":(exclude)package.json",
];

const git = (root, args) => execFileSync("git", args, { cwd: root, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });

/**
 * A fingerprint of the sources a build is made from, by content (committed or not): the git
 * object id of the working-tree copy of every tracked or untracked, not ignored file that goes
 * into the build — so a commit that only touches the benchmark, the tests or the scripts keeps
 * the build — plus package.json without its "scripts" (dependency changes also show in
 * package-lock.json).
 */
export function sourceFingerprint(root) {
  const files = git(root, ["ls-files", "--cached", "--others", "--exclude-standard", "--", ".", ...NOT_BUILT])
    .split("\n")
    .filter((file) => file && fs.existsSync(path.join(root, file)));
  const ids = execFileSync("git", ["hash-object", "--stdin-paths"], { cwd: root, input: files.join("\n"), encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  const hash = createHash("sha256");
  hash.update(files.join("\n"));
  hash.update(ids);
  const { scripts: _scripts, ...pkg } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8"));
  hash.update(JSON.stringify(pkg));
  return hash.digest("hex");
}

const markerFile = (root, distDir) => path.join(root, distDir, "BENCH_SOURCE");

/**
 * Runs `next build` into distDir unless distDir/BUILD_ID exists and distDir/BENCH_SOURCE holds
 * the current source fingerprint (written after each successful build here). `env` is added to
 * the build's environment (the bundle analysis build turns source maps on with it).
 */
export function ensureBuild(root, distDir, { force = false, env = {}, log = () => {} } = {}) {
  const fingerprint = sourceFingerprint(root);
  const marker = markerFile(root, distDir);
  const built = fs.existsSync(path.join(root, distDir, "BUILD_ID")) && fs.existsSync(marker) && fs.readFileSync(marker, "utf8").trim() === fingerprint;
  if (built && !force) {
    log(`build: ${distDir} was built from these sources (${fingerprint.slice(0, 12)}); not rebuilding`);
    return { built: false, seconds: 0, fingerprint };
  }
  log(`build: next build into ${distDir}…`);
  const t0 = performance.now();
  const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
  // `next build` adds `<distDir>/types/**` to tsconfig.json's include for a distDir other than
  // `.next`: a benchmark build must not leave the tracked file changed.
  const tsconfig = path.join(root, "tsconfig.json");
  const tsconfigText = fs.existsSync(tsconfig) ? fs.readFileSync(tsconfig, "utf8") : null;
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: root,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...env, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (tsconfigText !== null && fs.readFileSync(tsconfig, "utf8") !== tsconfigText) fs.writeFileSync(tsconfig, tsconfigText);
  if (result.status !== 0) throw new Error(`next build failed (exit ${result.status})`);
  fs.writeFileSync(marker, `${fingerprint}\n`);
  return { built: true, seconds: Math.round((performance.now() - t0) / 1000), fingerprint };
}
