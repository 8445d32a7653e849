import type { Database } from "./client";

/**
 * Work that must happen once per site, not once per instance, serialised by PostgreSQL session
 * advisory locks held on one pooled connection for the duration. If that connection dies the
 * server releases the lock, so a crashed instance never blocks the others. PGlite is a single
 * process: there is nobody to exclude, the work simply runs.
 */

/** Arbitrary constants, one per kind of work (the demo seed's own lock is 7_340_112). */
export const siteLocks = {
  startup: 7_340_101,
  notificationRetries: 7_340_102,
  orphanCleanup: 7_340_103,
  projectSchedule: 7_340_104,
  leadReminders: 7_340_105,
  leadRetention: 7_340_109,
} as const;

/**
 * Takes the lock on one pooled connection (`acquire` answers whether it was taken), runs `work`,
 * unlocks. A connection whose unlock failed may still hold the lock: it is destroyed, not pooled.
 */
async function holdingLock<T>(
  pool: NonNullable<Database["pool"]>,
  key: number,
  acquire: "wait" | "try",
  work: () => Promise<T>,
): Promise<{ ran: true; value: T } | { ran: false }> {
  const client = await pool.connect();
  let broken = false;
  try {
    if (acquire === "wait") await client.query("select pg_advisory_lock($1)", [key]);
    else {
      const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [key]);
      if (!rows[0]?.locked) return { ran: false };
    }
    try {
      return { ran: true, value: await work() };
    } finally {
      await client.query("select pg_advisory_unlock($1)", [key]).catch(() => (broken = true));
    }
  } catch (err) {
    broken = true;
    throw err;
  } finally {
    client.release(broken);
  }
}

/** Waits for the lock, then runs `work`: e.g. migrations when N instances start together. */
export async function withSiteLock<T>(database: Database, key: number, work: () => Promise<T>): Promise<T> {
  if (!database.pool) return work();
  const outcome = await holdingLock(database.pool, key, "wait", work);
  if (!outcome.ran) throw new Error("unreachable: a waited-for advisory lock is always taken");
  return outcome.value;
}

/** Runs `work` only if no other instance is running it now; `{ ran: false }` otherwise. */
export async function ifSiteLockFree<T>(database: Database, key: number, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
  if (!database.pool) return { ran: true, value: await work() };
  return holdingLock(database.pool, key, "try", work);
}

/** Runs work unless another instance is running it (`ifSiteLockFree` bound to one lock). */
export type SiteLockRunner = <T>(work: () => Promise<T>) => Promise<{ ran: true; value: T } | { ran: false }>;

export function siteLockRunner(database: Database, key: number): SiteLockRunner {
  return (work) => ifSiteLockFree(database, key, work);
}

/** No exclusion: for one process (PGlite) and for tests. */
export const runHere: SiteLockRunner = async (work) => ({ ran: true, value: await work() });
