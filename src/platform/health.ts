import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { Storage } from "@/platform/storage";
import { readObject } from "@/platform/storage/body";

export type CheckResult = { status: "ok" | "error"; latencyMs: number; error?: string };
export type HealthReport = {
  status: "ok" | "error";
  database: CheckResult & { kind?: Database["kind"] };
  storage: CheckResult;
  /** Still healthy, but needs attention soon: "low-disk-space" when DATA_DIR's disk is nearly full. */
  warnings: string[];
};

/** Warn below 1 GiB or 5 % free, whichever is more: uploads and the database fail at 0. */
const LOW_SPACE_BYTES = 1024 ** 3;
const LOW_SPACE_RATIO = 0.05;

/** Whether the disk holding `dir` is nearly full (false when it cannot be measured). */
export async function lowDiskSpace(dir: string, minBytes = LOW_SPACE_BYTES, minRatio = LOW_SPACE_RATIO): Promise<boolean> {
  try {
    const stats = await fs.statfs(dir);
    const free = stats.bavail * stats.bsize;
    const total = stats.blocks * stats.bsize;
    return free < Math.max(minBytes, total * minRatio);
  } catch {
    return false;
  }
}

const TIMEOUT_MS = 3000;
/**
 * One key per probe: instances behind one bucket, and load balancers checking them at once, would
 * otherwise read each other's probe or find it deleted, and report a healthy store as failed.
 */
const probeKey = () => `health/probe-${randomUUID()}.txt`;

class TimeoutError extends Error {}

async function timed(name: string, work: () => Promise<void>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new TimeoutError()), TIMEOUT_MS);
      }),
    ]);
    return { status: "ok", latencyMs: Math.round(performance.now() - started) };
  } catch (err) {
    // Details go to the log only: the endpoint is public and must not describe the machine.
    console.error(`[health] ${name} check failed`, err);
    return { status: "error", latencyMs: Math.round(performance.now() - started), error: err instanceof TimeoutError ? "timeout" : "unavailable" };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Database and storage checked separately, so an operator (or a load balancer) can tell which
 * one failed. Storage is probed with a real write, read and delete: a full or read-only disk
 * and wrong bucket credentials both show up.
 */
export async function checkHealth(getDatabase: () => Promise<Database>, getStorage: () => Storage, dataDir?: string): Promise<HealthReport> {
  let kind: Database["kind"] | undefined;
  const [database, storage, lowSpace] = await Promise.all([
    timed("database", async () => {
      const db = await getDatabase();
      kind = db.kind;
      await db.db.execute(sql`select 1`);
    }),
    timed("storage", async () => {
      const store = getStorage();
      const key = probeKey();
      const body = `ok ${Date.now()}`;
      await store.put(key, Buffer.from(body), { contentType: "text/plain" });
      try {
        const stored = await readObject(store, key);
        if (!stored) throw new Error("the probe written a moment ago is missing");
        if (stored.toString() !== body) throw new Error("the probe read back differs from what was written");
      } finally {
        await store.delete(key);
      }
    }),
    dataDir ? lowDiskSpace(dataDir) : false,
  ]);
  if (lowSpace) console.warn("[health] the disk holding the data dir is nearly full");
  return {
    status: database.status === "ok" && storage.status === "ok" ? "ok" : "error",
    database: { ...database, ...(kind ? { kind } : {}) },
    storage,
    warnings: lowSpace ? ["low-disk-space"] : [],
  };
}
