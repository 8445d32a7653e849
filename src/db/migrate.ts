import path from "node:path";
import type { Database } from "./client";

const migrationsFolder = () => path.join(process.cwd(), "drizzle");

/** Applies pending drizzle-kit migrations in-process (both drivers share one folder). */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await migrate(database.db, { migrationsFolder: migrationsFolder() });
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // Same session API; the cast only bridges the two drivers' nominal types.
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
    await database.checkpoint();
  }
}
