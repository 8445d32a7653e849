import { inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "@/db/client";
import { user } from "@/db/schema";
import { makeDataDir, startApp } from "./support/server";

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
    // Each cycle starts on the directory the previous cycle's server died holding (the lock is
    // released with the process): the start itself is the restart check.
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
    }

    const restarted = await startApp(dataDir, { SEED_DEMO: "false" });
    expect(await restarted.stop()).toBe(0);
    // A row once gone never comes back, so one check after the last crash covers every cycle.
    const database = await openDatabase({ dataDir });
    const found = await database.db.select({ email: user.email }).from(user).where(inArray(user.email, acknowledged));
    await database.close();
    expect(found.map((r) => r.email).sort()).toEqual([...acknowledged].sort());
  });
});
