import { execFileSync, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../../e2e/support/server";
import { createPostgresDatabase, type ThrowawayDatabase } from "../../integration/support/test-db";

export type { ThrowawayDatabase };

/** The newest PostgreSQL server binaries under Debian's layout (what `.ci/run` installs). */
function postgresBinDir(): string {
  const versions = fs.existsSync("/usr/lib/postgresql") ? fs.readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => `/usr/lib/postgresql/${v}/bin`).find((d) => fs.existsSync(path.join(d, "initdb")));
  if (!dir) throw new Error("This test needs PostgreSQL: set TEST_DATABASE_URL, or install the server (Debian: postgresql-15).");
  return dir;
}

/**
 * A new, empty database: on the server of TEST_DATABASE_URL (CI always sets it), otherwise on a
 * cluster of its own started with initdb in a temp dir and stopped by `drop`.
 */
export async function throwawayDatabase(prefix: string): Promise<ThrowawayDatabase> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopCluster = () => {};
  if (!serverUrl) {
    if (process.getuid?.() === 0) throw new Error("This test needs PostgreSQL: set TEST_DATABASE_URL (initdb refuses to run as root).");
    const bin = postgresBinDir();
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pg-cluster-"));
    execFileSync(path.join(bin, "initdb"), ["-D", path.join(dir, "data"), "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--no-locale"], {
      stdio: "ignore",
    });
    const port = await freePort();
    execFileSync(
      path.join(bin, "pg_ctl"),
      [
        "-D",
        path.join(dir, "data"),
        "-l",
        path.join(dir, "server.log"),
        "-w",
        "-o",
        `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off`,
        "start",
      ],
      { stdio: "ignore" },
    );
    serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
    stopCluster = () => {
      spawnSync(path.join(bin, "pg_ctl"), ["-D", path.join(dir, "data"), "-m", "immediate", "-w", "stop"], { stdio: "ignore" });
      fs.rmSync(dir, { recursive: true, force: true });
    };
  }
  const { url, drop } = await createPostgresDatabase(serverUrl, name);
  return {
    url,
    drop: async () => {
      try {
        await drop();
      } finally {
        stopCluster();
      }
    },
  };
}
