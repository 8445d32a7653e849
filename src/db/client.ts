import path from "node:path";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import type { Pool } from "pg";
import * as schema from "./schema";
import { acquireLock } from "./lock";
import { readEnv } from "@/env";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** What a read or a write runs on: the database itself or the transaction it is part of. */
export type Queryable = Db | Tx;

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** Flush to disk (PGlite); a no-op on PostgreSQL. */
  checkpoint(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL only: the pool (advisory locks hold one of its connections) and its URL (LISTEN). */
  pool?: Pool;
  url?: string;
};

export type DatabaseConfig = { url?: string; dataDir?: string; lock?: boolean };

/** Opens PostgreSQL when a URL is given, otherwise the embedded PGlite in `dataDir`. */
export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if (process.env.NEXT_PHASE === "phase-production-build") {
    throw new Error("The database must not be opened during `next build`.");
  }
  return config.url ? openPostgres(config.url) : openPglite(config);
}

async function openPostgres(url: string): Promise<Database> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const pool = new Pool({ connectionString: url, max: readEnv("DATABASE_POOL_MAX") });
  // An idle connection the server drops (restart, failover, admin termination) must not crash
  // the process: the pool discards it and opens a new one on the next query.
  pool.on("error", (err) => console.error("[db] idle PostgreSQL connection lost", err.message));
  const db = drizzle(pool, { schema });
  return { db, kind: "postgres", checkpoint: async () => {}, close: () => pool.end(), pool, url };
}

async function openPglite(config: DatabaseConfig): Promise<Database> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { drizzle } = await import("drizzle-orm/pglite");
  let release = () => {};
  if (config.dataDir && config.lock !== false) {
    release = await acquireLock(path.join(config.dataDir, "db.lock"));
  }
  try {
    const client = await PGlite.create(config.dataDir ? { dataDir: path.join(config.dataDir, "db") } : {});
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
        release();
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}
