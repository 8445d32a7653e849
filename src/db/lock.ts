import fs from "node:fs";

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * PGlite is single-process: a second process opening the same directory would corrupt it.
 * The lock file holds the owner's PID; a lock left by a dead process (kill -9) is taken over.
 */
export function acquireLock(lockPath: string): () => void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, "wx");
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      return () => releaseLock(lockPath);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (owner === process.pid) return () => releaseLock(lockPath);
      if (Number.isFinite(owner) && isAlive(owner)) {
        throw new DatabaseLockedError(lockPath, owner);
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not acquire database lock ${lockPath}`);
}

function releaseLock(lockPath: string) {
  try {
    if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.rmSync(lockPath);
  } catch {
    // already gone
  }
}

export class DatabaseLockedError extends Error {
  constructor(lockPath: string, pid: number) {
    super(
      `The embedded database is already in use by another process (PID ${pid}, lock ${lockPath}). ` +
        "Only one process may open it: stop that process first, or set DATABASE_URL to use PostgreSQL.",
    );
    this.name = "DatabaseLockedError";
  }
}
