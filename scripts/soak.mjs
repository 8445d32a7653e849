#!/usr/bin/env node
// `npm run soak [-- --visitors 100 --duration 60]`: the full-length load test
// (tests/reliability/soak.test.ts, which `npm test` runs in a short form). Needs a production
// build (`npm run build`); starts its own server on a fresh data dir with the demo content.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(`--${name}`);
  const value = i >= 0 ? Number(args[i + 1]) : fallback;
  if (!Number.isInteger(value) || value <= 0) {
    console.error(`--${name} must be a positive whole number`);
    process.exit(2);
  }
  return value;
};
const visitors = option("visitors", 100);
const duration = option("duration", 60);

if (!fs.existsSync(path.join(root, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
  console.error("No production build: run `npm run build` first.");
  process.exit(1);
}

console.info(`[soak] ${visitors} concurrent visitors for ${duration} s, with an admin editing and uploading`);
const result = spawnSync(process.execPath, [path.join(root, "node_modules/vitest/vitest.mjs"), "run", "--project", "e2e", "tests/reliability/soak.test.ts"], {
  cwd: root,
  stdio: "inherit",
  env: { ...process.env, SOAK_VISITORS: String(visitors), SOAK_DURATION_S: String(duration) },
});
process.exit(result.status ?? 1);
