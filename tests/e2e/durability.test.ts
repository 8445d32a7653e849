import { spawn } from "node:child_process";
import path from "node:path";
import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { user } from "@/db/schema";
import { freePort, makeDataDir, repoRoot, startApp } from "./support/server";

const CYCLES = 4;

/** Sign-ups through the real HTTP API, 4 at a time; returns the emails the server acknowledged. */
async function writeUntilKilled(url: string, run: string, onAck: (email: string) => void, stop: { now: boolean }) {
  let n = 0;
  const worker = async () => {
    while (!stop.now) {
      const email = `crash-${run}-${n++}@obras.test`;
      try {
        const res = await fetch(`${url}/api/auth/sign-up/email`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: url },
          body: JSON.stringify({ email, password: "secret123", name: "crash" }),
        });
        if (res.status === 200) onAck(email);
      } catch {
        return; // the server died mid-request: that write was never acknowledged
      }
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

describe("crash durability (SIGKILL during a stream of acknowledged writes)", () => {
  it(`loses no acknowledged write over ${CYCLES} kill/restart cycles`, async () => {
    const dataDir = makeDataDir("crash");
    const acknowledged: string[] = [];
    for (let cycle = 0; cycle < CYCLES; cycle++) {
      const server = await startApp(dataDir, { SEED_DEMO: "false" });
      const stop = { now: false };
      const before = acknowledged.length;
      const writing = writeUntilKilled(server.url, `${cycle}`, (e) => acknowledged.push(e), stop);
      // Kill at a different moment each cycle, once writes are flowing.
      const target = before + 8 + cycle * 5;
      while (acknowledged.length < target) await new Promise((r) => setTimeout(r, 10));
      await server.kill();
      stop.now = true;
      await writing;
      expect(acknowledged.length).toBeGreaterThan(before);

      // The next start must open the same directory (stale lock taken over) and be healthy.
      const restarted = await startApp(dataDir, { SEED_DEMO: "false" });
      expect(await restarted.stop()).toBe(0);

      const database = await openDatabase({ dataDir });
      const found = await database.db.select({ email: user.email }).from(user).where(inArray(user.email, acknowledged));
      await database.close();
      expect(found.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
    }
  });
});

describe("single owner of the embedded database", () => {
  it("a second start on the same data dir fails fast with a clear message", async () => {
    const dataDir = makeDataDir("lock");
    const first = await startApp(dataDir, { SEED_DEMO: "false" });
    try {
      const port = await freePort();
      const started = Date.now();
      const second = spawn(process.execPath, [path.join(repoRoot, "scripts/start.mjs")], {
        cwd: repoRoot,
        env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DATABASE_URL: "" },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let log = "";
      second.stdout.on("data", (d) => (log += d));
      second.stderr.on("data", (d) => (log += d));
      const code = await new Promise<number | null>((resolve) => second.once("exit", resolve));
      expect(code).not.toBe(0);
      expect(log).toContain("already in use by another process");
      expect(Date.now() - started).toBeLessThan(30_000);
      // The first server is untouched.
      expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    } finally {
      await first.stop();
    }
  });
});
