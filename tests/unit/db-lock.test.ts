import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireLock, DatabaseLockedError, lockSocketName } from "@/db/lock";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));

/** Another process holding the lock the way acquireLock does: listening on the abstract socket. */
async function holder(lock: string): Promise<ChildProcess> {
  const name = lockSocketName(lock).slice(1); // argv cannot carry the leading NUL
  const child = spawn(process.execPath, ["-e", `require("net").createServer().listen("\\0" + process.argv[1], () => console.log("ready"))`, name]);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return child;
}

describe("embedded database lock", () => {
  it("refuses a second owner while the first process lives, naming it clearly", async () => {
    const lock = path.join(tmp(), "db.lock");
    const other = await holder(lock);
    try {
      fs.writeFileSync(lock, String(other.pid));
      await expect(acquireLock(lock)).rejects.toThrow(DatabaseLockedError);
      await expect(acquireLock(lock)).rejects.toThrow(new RegExp(`already in use by another process \\(PID ${other.pid}`));
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("is free the moment its owner is killed with SIGKILL, before the dead process is reaped", async () => {
    const lock = path.join(tmp(), "db.lock");
    for (let cycle = 0; cycle < 5; cycle++) {
      const owner = await holder(lock);
      const exited = new Promise((r) => owner.once("exit", r));
      owner.kill("SIGKILL");
      // Retry only until the kernel has delivered the signal; never wait for the exit event.
      let release: (() => void) | undefined;
      const deadline = Date.now() + 2000;
      while (!release) {
        try {
          release = await acquireLock(lock);
        } catch (err) {
          if (!(err instanceof DatabaseLockedError) || Date.now() > deadline) throw err;
          await new Promise((r) => setTimeout(r, 5));
        }
      }
      expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
      release();
      await exited;
    }
  });

  it("is not blocked by a stale lock file naming a live, unrelated process (PID reused after a reboot)", async () => {
    const lock = path.join(tmp(), "db.lock");
    const unrelated = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(lock, String(unrelated.pid));
      const release = await acquireLock(lock);
      expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
      release();
      expect(fs.existsSync(lock)).toBe(false);
    } finally {
      unrelated.kill("SIGKILL");
    }
  });

  it("lets this process reopen its own data dir and frees the lock once every user released it", async () => {
    const lock = path.join(tmp(), "db.lock");
    const first = await acquireLock(lock);
    const second = await acquireLock(lock);
    first();
    first();
    const other = holder(lock);
    await expect(other).rejects.toThrow(/holder exited/);
    second();
    const child = await holder(lock);
    child.kill("SIGKILL");
  });
});

describe("command-line tools on a database another process holds", () => {
  it("print one line that says why, no stack trace, and exit 1", async () => {
    const dataDir = tmp();
    const release = await acquireLock(path.join(dataDir, "db.lock"));
    try {
      for (const script of ["media:portraits", "seed", "backup"]) {
        const run = spawnSync("npm", ["run", "--silent", script], { encoding: "utf8", env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" } });
        expect(run.status, script).toBe(1);
        const errors = run.stderr.trim().split("\n");
        expect(errors, script).toHaveLength(1);
        expect(errors[0], script).toMatch(/ failed: The embedded database is already in use by another process/);
        expect(run.stderr, script).not.toMatch(/^\s+at /m);
      }
    } finally {
      release();
    }
  }, 60_000);
});
