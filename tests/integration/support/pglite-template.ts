import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { PGlite } from "@electric-sql/pglite";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated, empty PGlite database (support/test-db.ts loads it), when running on PGlite. */
    pgliteTemplate: string;
  }
}

/**
 * Global setup of the integration project on PGlite: creates one database the way every file's
 * used to (openDatabase + migrateDatabase) and dumps it. Each file then loads the dump instead of
 * running initdb and every migration again in WebAssembly, which took most of a file's set-up on
 * the 2-core CI machine. tests/integration/schema.test.ts and multi-instance.test.ts still migrate
 * (again, and from nothing on PostgreSQL), and the PostgreSQL run creates each database from nothing.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) return;
  const { openDatabase } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const database = await openDatabase({});
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pglite-template-")), "migrated.tar");
  try {
    await migrateDatabase(database);
    const client = (database.db as unknown as { $client: PGlite }).$client;
    const dump = await client.dumpDataDir("none");
    fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  } finally {
    await database.close();
  }
  project.provide("pgliteTemplate", file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
