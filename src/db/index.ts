import { openDatabase, type Database, type Db } from "./client";
import { migrateDatabase } from "./migrate";
import { dataDir } from "@/platform/data-dir";
import { readEnv } from "@/env";

/**
 * The process-wide database. Kept on globalThis because Next bundles route handlers,
 * server actions and instrumentation separately: a module-level variable would open
 * PGlite twice in one process.
 */
const holder = globalThis as typeof globalThis & { __appDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  holder.__appDatabase ??= (async () => {
    const database = await openDatabase({ url: readEnv("DATABASE_URL"), dataDir: dataDir() });
    await migrateDatabase(database);
    return database;
  })().catch((err) => {
    holder.__appDatabase = undefined;
    throw err;
  });
  return holder.__appDatabase;
}

export async function getDb(): Promise<Db> {
  return (await getDatabase()).db;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__appDatabase;
  holder.__appDatabase = undefined;
  if (pending) await (await pending).close();
}
