import { sql } from "drizzle-orm";
import type { Database } from "@/db/client";
import type { Storage } from "@/platform/storage";

export type CheckResult = { status: "ok" | "error"; latencyMs: number; error?: string };
export type HealthReport = {
  status: "ok" | "error";
  database: CheckResult & { kind?: Database["kind"] };
  storage: CheckResult;
};

const TIMEOUT_MS = 3000;
const PROBE_KEY = "health/probe.txt";

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
export async function checkHealth(getDatabase: () => Promise<Database>, getStorage: () => Storage): Promise<HealthReport> {
  let kind: Database["kind"] | undefined;
  const [database, storage] = await Promise.all([
    timed("database", async () => {
      const db = await getDatabase();
      kind = db.kind;
      await db.db.execute(sql`select 1`);
    }),
    timed("storage", async () => {
      const store = getStorage();
      const body = `ok ${Date.now()}`;
      await store.put(PROBE_KEY, Buffer.from(body), { contentType: "text/plain" });
      const object = await store.get(PROBE_KEY);
      if (!object) throw new Error("the probe written a moment ago is missing");
      const chunks: Buffer[] = [];
      for await (const chunk of object.stream) chunks.push(chunk as Buffer);
      if (Buffer.concat(chunks).toString() !== body) throw new Error("the probe read back differs from what was written");
      await store.delete(PROBE_KEY);
    }),
  ]);
  return {
    status: database.status === "ok" && storage.status === "ok" ? "ok" : "error",
    database: { ...database, ...(kind ? { kind } : {}) },
    storage,
  };
}
