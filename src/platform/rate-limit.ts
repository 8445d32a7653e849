import { sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";

/**
 * Fixed-window counters per key, in the `rate_limits` table, so every instance on one
 * PostgreSQL shares one limit and a restart resets nothing. One statement decides: the upsert
 * locks the key's row, so concurrent requests (on any instance) are counted one after another.
 */

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Expired rows are swept about once per this many calls (by the calling instance). */
const SWEEP_EVERY = 500;
let calls = 0;

/** `db` is the caller's handle (never a default): a limit must count in the database the caller writes to. */
export async function consumeRateLimit(key: string, max: number, windowMs: number, executor: Queryable): Promise<RateLimitResult> {
  const result = await executor.execute<{ count: number; retry_ms: number | string }>(sql`
    insert into rate_limits as r (key, count, reset_at)
    values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
    on conflict (key) do update set
      count = case when r.reset_at <= now() then 1 else r.count + 1 end,
      reset_at = case when r.reset_at <= now() then excluded.reset_at else r.reset_at end
    returning count, greatest(0, extract(epoch from (reset_at - now())) * 1000) as retry_ms`);
  const [row] = result.rows;
  if (++calls % SWEEP_EVERY === 0) void sweepExpiredRateLimits(executor).catch((err) => console.warn("[rate-limit] sweep failed", err));
  if (row.count <= max) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retry_ms) / 1000)) };
}

/** Deletes windows that have ended: a new request on such a key starts a fresh row anyway. */
export async function sweepExpiredRateLimits(db: Queryable): Promise<number> {
  const result = (await db.execute(sql`delete from rate_limits where reset_at <= now()`)) as { rowCount?: number | null; affectedRows?: number };
  // node-postgres reports rowCount, PGlite affectedRows.
  return result.rowCount ?? result.affectedRows ?? 0;
}
