import { createHash } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it.
 *
 * The lock is a listening Unix socket in Linux's abstract namespace, named after the data
 * directory's real path. The kernel frees it the moment the owner dies — kill -9 included, and
 * before the dead process is reaped — and no file survives a reboot, so a restart after a crash
 * never waits and never needs a hand-deleted file; a second live process gets EADDRINUSE.
 * `db.lock` only records the owner's PID for the message. Other systems (development on macOS)
 * fall back to that PID file alone.
 */

/** Locks this process already holds, by socket name: reopening the same data dir is allowed. */
const held = new Map<string, { server: net.Server; users: number }>();

export function lockSocketName(lockPath: string): string {
  const dir = path.dirname(lockPath);
  const real = fs.existsSync(dir) ? fs.realpathSync(dir) : path.resolve(dir);
  const hash = createHash("sha256")
    .update(path.join(real, path.basename(lockPath)))
    .digest("hex")
    .slice(0, 32);
  return `\0obras-db-${hash}`;
}

export async function acquireLock(lockPath: string): Promise<() => void> {
  if (process.platform !== "linux") return acquirePidFile(lockPath);
  const name = lockSocketName(lockPath);
  const mine = held.get(name);
  if (mine) {
    mine.users++;
    return once(() => releaseSocket(name, lockPath));
  }
  // Anyone connecting is only probing: hang up.
  const server = net.createServer((socket) => socket.destroy());
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(name, () => resolve());
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "EADDRINUSE") throw new DatabaseLockedError(lockPath, recordedPid(lockPath));
    throw err;
  }
  // The lock must not keep an otherwise finished process (a CLI script) alive.
  server.unref();
  held.set(name, { server, users: 1 });
  fs.writeFileSync(lockPath, String(process.pid));
  return once(() => releaseSocket(name, lockPath));
}

function releaseSocket(name: string, lockPath: string) {
  const entry = held.get(name);
  if (!entry || --entry.users > 0) return;
  held.delete(name);
  removeOwnPidFile(lockPath);
  entry.server.close();
}

function once(fn: () => void): () => void {
  let done = false;
  return () => {
    if (done) return;
    done = true;
    fn();
  };
}

function recordedPid(lockPath: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

function removeOwnPidFile(lockPath: string) {
  try {
    if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.rmSync(lockPath);
  } catch {
    // already gone
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Without abstract sockets: the PID file, taken over when its process is gone. */
function acquirePidFile(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return once(() => removeOwnPidFile(lockPath));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = recordedPid(lockPath);
      if (owner === process.pid) return once(() => removeOwnPidFile(lockPath));
      if (owner !== null && isAlive(owner)) throw new DatabaseLockedError(lockPath, owner);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire database lock ${lockPath}`);
}

export class DatabaseLockedError extends Error {
  constructor(lockPath: string, pid: number | null) {
    super(
      `The embedded database is already in use by another process (PID ${pid ?? "unknown"}, lock ${lockPath}). ` +
        "Only one process may open it: stop that process first, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DatabaseLockedError";
  }
}
