import path from "node:path";
import type { Database } from "./client";
import { siteLocks, withSiteLock } from "./site-lock";

const migrationsFolder = () => path.join(process.cwd(), "drizzle");

/**
 * Applies pending drizzle-kit migrations in-process (both drivers share one folder). On
 * PostgreSQL under the start-up advisory lock: instances starting together on an empty
 * database would otherwise race to create the same schema objects (duplicate pg_type rows).
 */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === "postgres") {
    const { migrate } = await import("drizzle-orm/node-postgres/migrator");
    await withSiteLock(database, siteLocks.startup, () => migrate(database.db, { migrationsFolder: migrationsFolder() }));
  } else {
    const { migrate } = await import("drizzle-orm/pglite/migrator");
    // Same session API; the cast only bridges the two drivers' nominal types.
    await migrate(database.db as never, { migrationsFolder: migrationsFolder() });
    await database.checkpoint();
  }
}
