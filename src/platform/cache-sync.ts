import { randomUUID } from "node:crypto";
import { sql, type SQL } from "drizzle-orm";
import type { Client } from "pg";

/**
 * Carries cache invalidations between instances that share one PostgreSQL (LISTEN/NOTIFY).
 *
 * A write announces its tags with `pg_notify` — inside its transaction when it has one, so the
 * notice is delivered exactly when the write commits — and every other instance, listening on
 * a dedicated connection outside the pool, drops those tags from its own caches. Notices sent
 * while a listener is disconnected are lost, so a listener that (re)connects after an outage
 * flushes everything once. PGlite has one process and no listener: callers use the same
 * functions, which then only act locally.
 */

export const INVALIDATION_CHANNEL = "app_cache_invalidation";
/** PostgreSQL refuses payloads of 8000 bytes or more: past this, ask for a full flush. */
const MAX_PAYLOAD = 7000;
const PING_MS = 15_000;
const PING_TIMEOUT_MS = 5_000;
const MAX_BACKOFF_MS = 5_000;
/** How long a write waits for its own notice to come back before it answers anyway. */
export const ECHO_TIMEOUT_MS = 2_000;

type Executor = { execute: (query: SQL) => PromiseLike<unknown> };
type Notice = { origin?: unknown; id?: unknown; tags?: unknown; all?: unknown };

/**
 * Resolves once the notice has gone round: this instance's own listener heard it back, which
 * PostgreSQL does as it delivers it to every other listener. Immediately when nobody listens here.
 */
export type Delivery = () => Promise<void>;

export type CacheSyncOptions = {
  url: string;
  /** Where notices are sent from when the caller has no transaction of its own. */
  db: Executor;
  /** Drops these tags from this instance's caches. */
  onTags: (tags: string[]) => void;
  /** Drops everything (after an outage of the listening connection, or a notice too big to name its tags). */
  onFlush: () => void;
  origin?: string;
  /** First retry delay; doubles up to 5 s. */
  retryMs?: number;
};

export type CacheSync = {
  /** This instance's id: its own notices are not applied twice. */
  readonly origin: string;
  /** Settles once the first LISTEN succeeded or failed (a failure keeps retrying in the background). */
  readonly ready: Promise<void>;
  listening(): boolean;
  /** Sends the notice through `executor` (a transaction: delivered on commit) or the pool. */
  publish(tags: readonly string[], executor?: Executor): Promise<Delivery>;
  stop(): Promise<void>;
};

export function invalidationPayload(origin: string, tags: readonly string[], id = ""): string {
  const payload = JSON.stringify({ origin, id, tags });
  return payload.length < MAX_PAYLOAD ? payload : JSON.stringify({ origin, id, all: true });
}

export function startCacheSync(options: CacheSyncOptions): CacheSync {
  const origin = options.origin ?? randomUUID();
  const retryMs = options.retryMs ?? 100;
  let current: Client | null = null;
  let stopped = false;
  let failures = 0;
  let connectedOnce = false;
  let retryTimer: NodeJS.Timeout | undefined;
  /** Notice id → what resolves its Delivery (a rolled-back write's notice never comes: its timer ends it). */
  const echoes = new Map<string, () => void>();
  let sent = 0;
  let settleReady = () => {};
  const ready = new Promise<void>((resolve) => (settleReady = resolve));

  function receive(payload: string | undefined) {
    let notice: Notice;
    try {
      notice = JSON.parse(payload ?? "") as Notice;
    } catch {
      return options.onFlush();
    }
    if (notice.origin === origin) return echoes.get(String(notice.id))?.();
    if (notice.all === true || !Array.isArray(notice.tags)) return options.onFlush();
    options.onTags(notice.tags.filter((t): t is string => typeof t === "string"));
  }

  function lost(client: Client, reason: unknown) {
    if (current !== client) return;
    current = null;
    console.warn(`[cache-sync] listening connection lost (${reason instanceof Error ? reason.message : String(reason)}); reconnecting`);
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    scheduleConnect();
  }

  function scheduleConnect() {
    if (stopped) return;
    const delay = failures === 0 ? 0 : Math.min(MAX_BACKOFF_MS, retryMs * 2 ** (failures - 1));
    retryTimer = setTimeout(connect, delay);
    retryTimer.unref();
  }

  async function connect() {
    if (stopped) return;
    const { Client } = await import("pg");
    const client = new Client({ connectionString: options.url, keepAlive: true, application_name: "cache-sync" });
    client.on("notification", (msg) => {
      if (msg.channel === INVALIDATION_CHANNEL) receive(msg.payload);
    });
    client.on("error", (err) => lost(client, err));
    client.on("end", () => lost(client, "closed"));
    try {
      await client.connect();
      await client.query(`LISTEN ${INVALIDATION_CHANNEL}`);
    } catch (err) {
      client.removeAllListeners();
      client.on("error", () => {});
      client.end().catch(() => {});
      failures++;
      if (failures === 1 || failures % 10 === 0) console.warn(`[cache-sync] cannot listen for invalidations (${(err as Error).message}); retrying`);
      settleReady();
      return scheduleConnect();
    }
    if (stopped) return void client.end().catch(() => {});
    current = client;
    // Whatever was written while nobody listened is unknown: forget it all, once.
    if (connectedOnce || failures > 0) {
      options.onFlush();
      console.info("[cache-sync] listening again; local caches flushed");
    }
    connectedOnce = true;
    failures = 0;
    settleReady();
  }

  // A connection that dies without a word (a cut network) is found by pinging it.
  const ping = setInterval(() => {
    const client = current;
    if (!client) return;
    let timer: NodeJS.Timeout | undefined;
    Promise.race([client.query("select 1"), new Promise((_, reject) => (timer = setTimeout(() => reject(new Error("ping timed out")), PING_TIMEOUT_MS)))])
      .catch((err) => lost(client, err))
      .finally(() => clearTimeout(timer));
  }, PING_MS);
  ping.unref();

  void connect();

  return {
    origin,
    ready,
    listening: () => current !== null,
    async publish(tags, executor = options.db) {
      if (tags.length === 0 || !current) {
        if (tags.length) await executor.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${invalidationPayload(origin, tags)})`);
        return () => Promise.resolve();
      }
      const id = String(++sent);
      const heard = new Promise<void>((resolve) => {
        const timer = setTimeout(done, ECHO_TIMEOUT_MS);
        timer.unref();
        function done() {
          clearTimeout(timer);
          echoes.delete(id);
          resolve();
        }
        echoes.set(id, done);
      });
      try {
        await executor.execute(sql`select pg_notify(${INVALIDATION_CHANNEL}, ${invalidationPayload(origin, tags, id)})`);
      } catch (err) {
        echoes.get(id)?.();
        throw err;
      }
      return () => heard;
    },
    async stop() {
      stopped = true;
      clearInterval(ping);
      clearTimeout(retryTimer);
      const client = current;
      current = null;
      settleReady();
      if (client) {
        client.removeAllListeners();
        client.on("error", () => {});
        await client.end().catch(() => {});
      }
    },
  };
}

/* ---------------------------------------------------- the process's own sync */

const holder = globalThis as typeof globalThis & { __appCacheSync?: CacheSync };

export function setProcessCacheSync(sync: CacheSync | undefined): void {
  holder.__appCacheSync = sync;
}

export function processCacheSync(): CacheSync | undefined {
  return holder.__appCacheSync;
}

/**
 * Tells the other instances, as part of `executor`'s transaction when it is one, that these
 * tags changed; what it returns waits until they have been told (after the commit). A no-op
 * without a sync (PGlite, tests, scripts).
 */
export async function announceInvalidation(executor: Executor, tags: readonly string[]): Promise<Delivery> {
  return (await holder.__appCacheSync?.publish(tags, executor)) ?? (() => Promise.resolve());
}
