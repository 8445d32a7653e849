// Starting and stopping `npm start`'s server (src/server/start.ts) for the benchmark, and a free loopback port.
import { spawn } from "node:child_process";
import net from "node:net";
import path from "node:path";

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Spawns the production server on `dataDir` and waits until `readyPath` answers 200.
 * Returns the time from spawn to that first 200 (what "cold start" measures) and a stop().
 */
export async function startServer({ root, dataDir, port, env = {}, readyPath = "/", timeoutMs = 180_000 }) {
  const url = `http://localhost:${port}`;
  const t0 = performance.now();
  const child = spawn(process.execPath, ["--import", "tsx/esm", path.join(root, "src/server/start.ts")], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: url,
      DATABASE_URL: "",
      NEXT_TELEMETRY_DISABLED: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (d) => (log += d));
  child.stderr.on("data", (d) => (log += d));
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));

  const deadline = t0 + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    if (performance.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`server did not answer ${readyPath} within ${timeoutMs} ms:\n${log}`);
    }
    try {
      const res = await fetch(`${url}${readyPath}`);
      await res.arrayBuffer();
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await sleep(25);
  }
  const readyMs = Math.round(performance.now() - t0);
  return {
    url,
    readyMs,
    /** The server process itself (src/server/start.ts serves in-process): what RSS is read from. */
    pid: child.pid,
    output: () => log,
    /** SIGTERM: the server closes the database cleanly; resolves with the exit code. */
    stop: async () => {
      if (child.exitCode === null) child.kill("SIGTERM");
      return exited;
    },
  };
}
