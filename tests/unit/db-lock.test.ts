import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireLock, DatabaseLockedError } from "@/db/lock";

const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), "lock-"));

describe("embedded database lock", () => {
  it("refuses a second owner while the first process lives", async () => {
    const lock = path.join(tmp(), "db.lock");
    const other = spawn(process.execPath, ["-e", "setTimeout(() => {}, 30000)"]);
    try {
      fs.writeFileSync(lock, String(other.pid));
      expect(() => acquireLock(lock)).toThrow(DatabaseLockedError);
      expect(() => acquireLock(lock)).toThrow(/already in use by another process/);
    } finally {
      other.kill("SIGKILL");
    }
  });

  it("takes over a lock left by a dead process and releases it on close", async () => {
    const lock = path.join(tmp(), "db.lock");
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((r) => dead.once("exit", r));
    fs.writeFileSync(lock, String(dead.pid));
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });
});
