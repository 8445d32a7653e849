import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "@/db/client";
import { rowsOf, tablesInDependencyOrder } from "@/platform/backup/tables";
import { copyDatabaseTemplate } from "../e2e/support/database-template";
import { makeDataDir, runScript, startApp } from "../e2e/support/server";
import { createPostgresDatabase } from "../integration/support/test-db";

/**
 * `npm run backup` / `npm run restore` as an operator runs them: a seeded site (demo content,
 * generated images, an account and a message written through the API) is archived, restored
 * onto empty installations, and every row of every table and every stored file is compared.
 */

const pgAdminUrl = process.env.TEST_DATABASE_URL;
const drops: (() => Promise<void>)[] = [];

async function newPostgresDatabase(): Promise<string> {
  const { url, drop } = await createPostgresDatabase(pgAdminUrl!, `restore_${randomBytes(5).toString("hex")}`);
  drops.push(drop);
  return url;
}

afterAll(async () => {
  for (const drop of drops) await drop();
});

/** Timestamps print with the session's time zone; compare instants, not spellings. */
function normalise(value: unknown): unknown {
  if (typeof value === "string" && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?([+-]\d\d(:\d\d)?|Z)$/.test(value)) {
    return new Date(value).toISOString();
  }
  if (Array.isArray(value)) return value.map(normalise);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, normalise(v)]));
  return value;
}

/** Generated columns (the search documents) are not carried by a backup: each engine computes its own. */
async function generatedColumns(database: Database): Promise<Set<string>> {
  const rows = await rowsOf<{ name: string }>(
    database.db,
    sql`select table_name || '.' || column_name as name from information_schema.columns where table_schema = 'public' and is_generated = 'ALWAYS'`,
  );
  return new Set(rows.map((r) => r.name));
}

async function snapshotRows(database: Database): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const generated = await generatedColumns(database);
  for (const table of await tablesInDependencyOrder(database.db)) {
    const rows = await rowsOf<{ j: string }>(database.db, sql`select row_to_json(t)::text as j from ${sql.raw(`"${table}"`)} t`);
    const stored = (row: Record<string, unknown>) => Object.fromEntries(Object.entries(row).filter(([column]) => !generated.has(`${table}.${column}`)));
    out[table] = rows.map((r) => JSON.stringify(normalise(stored(JSON.parse(r.j))))).sort();
  }
  return out;
}

async function rowsOfInstallation(target: { dataDir: string; url?: string }) {
  const database = await openDatabase(target.url ? { url: target.url } : { dataDir: target.dataDir });
  try {
    return await snapshotRows(database);
  } finally {
    await database.close();
  }
}

function files(dataDir: string): Record<string, string> {
  const root = path.join(dataDir, "uploads");
  const out: Record<string, string> = {};
  if (!fs.existsSync(root)) return out;
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const key = path.relative(root, full);
    if (key.startsWith(".tmp")) continue;
    out[key] = createHash("sha256").update(fs.readFileSync(full)).digest("hex");
  }
  return out;
}

describe("backup and restore", () => {
  const source = makeDataDir("backup-source");
  const archive = path.join(makeDataDir("backup-archives"), "site.tar.gz");
  let expectedRows: Record<string, string[]>;
  let expectedFiles: Record<string, string>;

  it("archives a live site: demo content, generated images and an account made through the API", async () => {
    const server = await startApp(source);
    const json = { "content-type": "application/json", origin: server.url };
    const signUp = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: "POST",
      headers: json,
      body: JSON.stringify({ email: "copia@obras.test", password: "secret123", name: "Copia de seguridad" }),
    });
    expect(signUp.status).toBe(200);
    expect(await server.stop()).toBe(0);

    const said = runScript("backup", ["--out", archive], source);
    expect(said).toMatch(/Backup written to .*site\.tar\.gz: \d+ rows in \d+ tables, \d+ files\./);
    expect(fs.statSync(archive).size).toBeGreaterThan(10_000);

    expectedRows = await rowsOfInstallation({ dataDir: source });
    expectedFiles = files(source);
    expect(expectedRows.projects.length).toBeGreaterThan(0);
    expect(expectedRows.user.some((row) => row.includes("copia@obras.test"))).toBe(true);
    expect(Object.keys(expectedFiles).length).toBeGreaterThan(10);
  });

  it("restores every row and file onto an empty embedded database", async () => {
    const target = makeDataDir("restore-pglite");
    expect(runScript("restore", [archive], target)).toMatch(/Restored the backup of .*: \d+ rows, \d+ files\./);
    expect(await rowsOfInstallation({ dataDir: target })).toEqual(expectedRows);
    expect(files(target)).toEqual(expectedFiles);

    // The restored site serves: the admin's account and the demo projects are there.
    const server = await startApp(target);
    try {
      const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: server.url },
        body: JSON.stringify({ email: "copia@obras.test", password: "secret123" }),
      });
      expect(signIn.status).toBe(200);
      expect((await fetch(server.url)).status).toBe(200);
    } finally {
      await server.stop();
    }
  });

  it("refuses to overwrite a database that has content, unless forced", async () => {
    const target = makeDataDir("restore-twice");
    copyDatabaseTemplate(target);
    runScript("restore", [archive], target);
    expect(() => runScript("restore", [archive], target)).toThrow(/already has content.*--force/);
    expect(runScript("restore", [archive, "--force"], target)).toMatch(/Restored/);
    expect(await rowsOfInstallation({ dataDir: target })).toEqual(expectedRows);
  });

  it("refuses a damaged archive and leaves the target untouched", async () => {
    const damaged = `${archive}.damaged`;
    const bytes = fs.readFileSync(archive);
    bytes[Math.floor(bytes.length / 2)] ^= 0xff;
    fs.writeFileSync(damaged, bytes);
    // An installation that has started once, empty: the failed restore must leave its database as it was.
    const target = makeDataDir("restore-damaged");
    copyDatabaseTemplate(target);
    expect(() => runScript("restore", [damaged], target)).toThrow(/restore failed/);
    const rows = await rowsOfInstallation({ dataDir: target });
    expect(rows.projects).toEqual([]);
  });

  it.runIf(pgAdminUrl)("round-trips through PostgreSQL: embedded → PostgreSQL → PostgreSQL", async () => {
    const first = { dataDir: makeDataDir("restore-pg-1"), url: await newPostgresDatabase() };
    runScript("restore", [archive], first.dataDir, { DATABASE_URL: first.url });
    expect(await rowsOfInstallation(first)).toEqual(expectedRows);
    expect(files(first.dataDir)).toEqual(expectedFiles);

    const second = { dataDir: makeDataDir("restore-pg-2"), url: await newPostgresDatabase() };
    const pgArchive = path.join(path.dirname(archive), "from-postgres.tar.gz");
    runScript("backup", ["--out", pgArchive], first.dataDir, { DATABASE_URL: first.url });
    runScript("restore", [pgArchive], second.dataDir, { DATABASE_URL: second.url });
    expect(await rowsOfInstallation(second)).toEqual(expectedRows);
    expect(files(second.dataDir)).toEqual(expectedFiles);
  });
});
