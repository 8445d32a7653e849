import fs from "node:fs";
import path from "node:path";

/**
 * A migrated, empty embedded database made once per e2e project (its global setup) and copied into
 * the data dir of each test server that starts on an empty dir. Creating a PGlite database runs
 * initdb in WebAssembly: on the 2-core CI machine that is most of a server's start (seconds each,
 * 20+ starts per run), while opening a copy takes a fraction of it. The copy is what the product's
 * own first start leaves behind (openDatabase + migrateDatabase, the same calls), so the server
 * migrates nothing and goes on as on any empty site. Creating a database from nothing stays
 * covered: the PostgreSQL integration run and schema.test.ts migrate, the build stage's
 * fresh-clone start and tests/e2e/first-admin.test.ts (which opts out) start from no database.
 */
export const templateDir = (root: string) => path.join(root, "database-template");

/** Builds the template under `root` (called from a project's global setup). */
export async function makeDatabaseTemplate(root: string): Promise<void> {
  const dir = templateDir(root);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const { openDatabase } = await import("@/db/client");
  const { migrateDatabase } = await import("@/db/migrate");
  const database = await openDatabase({ dataDir: dir, lock: false });
  try {
    await migrateDatabase(database);
  } finally {
    await database.close();
  }
}

/**
 * Copies the template's database into `dataDir` when the dir has none yet and the template exists
 * (a file run outside its project's global setup just starts from nothing).
 */
export function copyDatabaseTemplate(dataDir: string, root = process.env.E2E_DATA_ROOT): boolean {
  if (!root || fs.existsSync(path.join(dataDir, "db"))) return false;
  const source = path.join(templateDir(root), "db");
  if (!fs.existsSync(path.join(source, "PG_VERSION"))) return false;
  fs.cpSync(source, path.join(dataDir, "db"), { recursive: true });
  return true;
}
