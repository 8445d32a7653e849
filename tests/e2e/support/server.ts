import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { copyDatabaseTemplate } from "./database-template";

export const repoRoot = path.resolve(import.meta.dirname, "../../..");

/** `npm start`'s command (package.json), run by node directly: a kill reaches the server itself. */
export const START_ARGS = ["--import", "tsx/esm", path.join(repoRoot, "src/server/start.ts")];

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** All data dirs of one e2e project's run live under one folder (vitest.config.ts), removed at its teardown. */
const runDataRoot = () => process.env.E2E_DATA_ROOT || path.join(repoRoot, "test-data", "adhoc");

export function makeDataDir(name: string, root = runDataRoot()): string {
  const dir = path.join(root, `${name}-${process.pid}-${Date.now()}`);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

export type RunningServer = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM and wait for a clean exit. */
  stop: () => Promise<number | null>;
  /** SIGKILL: what a crash looks like. */
  kill: () => Promise<void>;
};

const baseEnv = (dataDir: string, port: number, extra: Record<string, string>) => ({
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: `http://localhost:${port}`,
  AUTH_RATE_LIMIT: "off",
  DATABASE_URL: "",
  // Narrow demo photos seed several times faster; the shared server, whose pages are looked at, keeps the default.
  SEED_PHOTO_WIDTH: "400",
  ...extra,
});

function waitExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once("exit", (code) => resolve(code)));
}

/**
 * Runs `npm start`'s script on its own data dir and waits until /api/health answers as `ready` wants
 * (200 by default). An embedded database the dir does not have yet is copied from the project's
 * migrated template (support/database-template.ts) unless `freshDatabase` asks for the product's
 * own creation from nothing.
 */
export async function startApp(
  dataDir: string,
  extraEnv: Record<string, string> = {},
  ready: (res: Response) => boolean = (res) => res.ok,
  // E2E_START_TIMEOUT_MS: a loaded machine can take minutes to build the demo content.
  {
    timeoutMs = Number(process.env.E2E_START_TIMEOUT_MS) || 120_000,
    freshDatabase = false,
    dev = false,
  }: { timeoutMs?: number; freshDatabase?: boolean; /** `npm run dev`: Next in development mode */ dev?: boolean } = {},
): Promise<RunningServer> {
  if (!freshDatabase && !extraEnv.DATABASE_URL) copyDatabaseTemplate(dataDir);
  const port = await freePort();
  const child = spawn(process.execPath, dev ? [...START_ARGS, "--dev"] : START_ARGS, {
    cwd: repoRoot,
    env: baseEnv(dataDir, port, extraEnv),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout!.on("data", (d) => (log += d));
  child.stderr!.on("data", (d) => (log += d));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${log}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (ready(res)) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  if (Date.now() >= deadline) {
    child.kill("SIGKILL");
    throw new Error(`server did not become healthy:\n${log}`);
  }
  return {
    url,
    child,
    output: () => log,
    stop: async () => {
      child.kill("SIGTERM");
      return waitExit(child);
    },
    kill: async () => {
      child.kill("SIGKILL");
      await waitExit(child);
    },
  };
}

/**
 * Starts a site of its own named `name`, with no demo content, whose first admin is `admin` (as a
 * first run makes it from ADMIN_EMAIL and ADMIN_PASSWORD); `env` adds to or overrides that.
 */
export function startFreshSite(name: string, admin: { email: string; password: string }, env: Record<string, string> = {}): Promise<RunningServer> {
  return startApp(makeDataDir(name), { SEED_DEMO: "false", ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ...env });
}

/** Runs a package script (e.g. create-admin) to completion; throws on failure. */
export function runScript(script: string, args: string[], dataDir: string, env: Record<string, string> = {}): string {
  const result = spawnSync("npm", ["run", "--silent", script, "--", ...args], {
    cwd: repoRoot,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", ...env },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`${script} failed: ${result.stdout}${result.stderr}`);
  return result.stdout;
}
