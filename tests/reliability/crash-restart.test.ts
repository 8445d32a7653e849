import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { makeDataDir, startApp, type RunningServer } from "../e2e/support/server";

/**
 * Crash restart refused: the embedded database's lock is released by the kernel with the process
 * (src/db/lock.ts), so `npm start` right after kill -9 — while the dead process may still be a
 * zombie — or after a reboot that handed the old PID to another program always starts.
 */
const ENV = { SEED_DEMO: "false" };
const running: RunningServer[] = [];
afterAll(async () => {
  for (const server of running) await server.stop().catch(() => null);
});

describe("restart after a crash", () => {
  it("kill -9 then an immediate start succeeds, cycle after cycle", async () => {
    const dataDir = makeDataDir("crash-restart");
    let server = await startApp(dataDir, ENV);
    for (let cycle = 0; cycle < 5; cycle++) {
      // No wait for the exit to be reaped: the next start begins the moment the signal is sent.
      server.child.kill("SIGKILL");
      server = await startApp(dataDir, ENV);
      expect((await fetch(`${server.url}/api/health`)).status, `cycle ${cycle}`).toBe(200);
    }
    running.push(server);
    expect(await server.stop()).toBe(0);
    running.pop();
  });

  it("a stale db.lock naming a live, unrelated process (PID reused after a reboot) does not block the start", async () => {
    const dataDir = makeDataDir("stale-lock");
    const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 60000)"]);
    try {
      fs.writeFileSync(path.join(dataDir, "db.lock"), String(unrelated.pid));
      const server = await startApp(dataDir, ENV);
      running.push(server);
      expect(fs.readFileSync(path.join(dataDir, "db.lock"), "utf8")).toBe(String(server.child.pid));
      expect(await server.stop()).toBe(0);
      running.pop();
    } finally {
      unrelated.kill("SIGKILL");
    }
  });

  it("a second live process on the same data dir is still refused with the clear message", async () => {
    const dataDir = makeDataDir("second-owner");
    const first = await startApp(dataDir, ENV);
    running.push(first);
    const second = startApp(dataDir, ENV, undefined, { timeoutMs: 60_000 });
    await expect(second).rejects.toThrow(new RegExp(`already in use by another process \\(PID ${first.child.pid}`));
    expect((await fetch(`${first.url}/api/health`)).status).toBe(200);
    expect(await first.stop()).toBe(0);
    running.pop();
  });
});
