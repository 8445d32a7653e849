// The throwaway database of `npm run bench:scale`: a fresh PostgreSQL database on the server of
// BENCH_DATABASE_URL (or TEST_DATABASE_URL), dropped afterwards, or the embedded PGlite in the
// run's data dir. Either way the data dir holds the uploads and the generated auth secret.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

/** Where new databases are created: any database URL of the server (its own database is not touched). */
export function postgresServerUrl(env = process.env) {
  return env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || "";
}

async function onServer(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A data dir under the system temp folder and, with `postgres`, a database named after this
 * branch's benchmark (`bench_scale_<time>_<pid>`). `env` is what the server and the seed need;
 * `drop()` removes both.
 */
export async function throwawayDatabase({ postgres = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-scale-"));
  if (!postgres) {
    return { kind: "pglite", dataDir, env: { DATA_DIR: dataDir, DATABASE_URL: "" }, drop: async () => fs.rmSync(dataDir, { recursive: true, force: true }) };
  }
  const serverUrl = postgresServerUrl();
  if (!serverUrl) throw new Error("--pg needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server where databases may be created).");
  const name = `bench_scale_${Date.now()}_${process.pid}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    kind: "postgres",
    dataDir,
    name,
    // With DATABASE_URL the server refuses to start without a stable secret (several instances).
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString(), BETTER_AUTH_SECRET: process.env.BETTER_AUTH_SECRET || randomBytes(32).toString("hex") },
    drop: async () => {
      fs.rmSync(dataDir, { recursive: true, force: true });
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
