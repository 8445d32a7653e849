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
  const { Client } = await import("pg");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  await migrateDatabase(database);
  return {
    ...database,
    close: async () => {
      await database.close();
      const cleanup = new Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
