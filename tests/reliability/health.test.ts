import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { Database } from "@/db/client";
import { checkHealth } from "@/platform/health";
import { createDiskStorage } from "@/platform/storage";
import { makeDataDir, startApp } from "../e2e/support/server";

describe("/api/health tells a database failure from a storage failure", () => {
  it("storage unusable (uploads is a file, not a folder): 503 naming the storage, database ok", async () => {
    const dataDir = makeDataDir("health-storage");
    fs.writeFileSync(path.join(dataDir, "uploads"), "not a directory");
    const server = await startApp(dataDir, { SEED_DEMO: "false" }, (res) => res.status === 503);
    try {
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(503);
      const body = await res.json();
      expect(body).toMatchObject({ status: "error", database: { status: "ok" }, storage: { status: "error", error: "unavailable" } });
      // Public endpoint: the reason is logged, never described to the caller.
      expect(JSON.stringify(body)).not.toContain(dataDir);
      expect(server.output()).toContain("[health] storage check failed");
    } finally {
      await server.stop();
    }
  });

  it("database failing or hanging: reported as such, storage ok", async () => {
    const storage = createDiskStorage(path.join(makeDataDir("health-db"), "uploads"));
    const failing = { kind: "postgres", db: { execute: async () => Promise.reject(new Error("connection refused")) } } as unknown as Database;
    const failed = await checkHealth(
      async () => failing,
      () => storage,
    );
    expect(failed).toMatchObject({ status: "error", database: { status: "error", error: "unavailable" }, storage: { status: "ok" } });

    const hanging = { kind: "postgres", db: { execute: () => new Promise(() => {}) } } as unknown as Database;
    const slow = await checkHealth(
      async () => hanging,
      () => storage,
    );
    expect(slow).toMatchObject({ status: "error", database: { status: "error", error: "timeout" }, storage: { status: "ok" } });
    expect(slow.database.latencyMs).toBeGreaterThanOrEqual(2900);
  });
});
