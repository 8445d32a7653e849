import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { inject } from "vitest";
import { openDatabase, type Database, type Db } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import * as schema from "@/db/schema";

/**
 * An in-memory PGlite loaded from the project's migrated dump (support/pglite-template.ts), wrapped
 * as src/db/client.ts wraps the embedded database (no data dir, so no lock).
 */
async function loadMigratedPglite(dump: string): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  const client = await PGlite.create({ loadDataDir: new Blob([fs.readFileSync(dump)]) });
  const db = drizzle(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    checkpoint: async () => {
      await client.exec("CHECKPOINT");
    },
    close: async () => {
      if (!client.closed) {
        await client.exec("CHECKPOINT");
        await client.close();
      }
    },
  };
}

/** A PostgreSQL database on the server of `serverUrl`, and how to drop it. */
export type ThrowawayDatabase = { url: string; drop: () => Promise<void> };

/**
 * Creates the empty database `name` on the PostgreSQL server of `serverUrl` (a URL with rights to
 * create databases): its URL, and `drop`, which removes it even while connections remain.
 */
export async function createPostgresDatabase(serverUrl: string, name: string): Promise<ThrowawayDatabase> {
  const { Client } = await import("pg");
  const run = async (statement: string) => {
    const client = new Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * throwaway database on the PostgreSQL server named by TEST_DATABASE_URL.
 */
export async function createTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const dump = inject("pgliteTemplate");
    if (dump && fs.existsSync(dump)) return loadMigratedPglite(dump);
    const database = await openDatabase({});
    await migrateDatabase(database);
    return database;
  }
  const { url, drop } = await createPostgresDatabase(adminUrl, `test_${randomBytes(6).toString("hex")}`);
  const database = await openDatabase({ url });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      await drop();
    },
  };
}
