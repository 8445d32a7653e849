import fs from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { makeDatabaseTemplate, copyDatabaseTemplate } from "./support/database-template";
import { makeDataDir, repoRoot, runScript, startApp, type RunningServer } from "./support/server";

export const ADMIN = { email: "admin@obras.test", password: "admin-e2e-password" };

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    dataDir: string;
  }
}

let server: RunningServer | undefined;
let dataRoot: string | undefined;

/** One seeded server shared by the browser tests; tests that crash servers start their own. */
export async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(repoRoot, process.env.NEXT_DIST_DIR || ".next", "BUILD_ID"))) {
    throw new Error("No production build: run `npm run build` before the e2e tests (npm test does).");
  }
  dataRoot = project.config.env.E2E_DATA_ROOT;
  if (dataRoot) await makeDatabaseTemplate(dataRoot);
  const dataDir = makeDataDir("e2e", dataRoot);
  copyDatabaseTemplate(dataDir, dataRoot);
  runScript("create-admin", ["--email", ADMIN.email, "--password", ADMIN.password], dataDir);
  // The SMTP sink of the settings tests listens on a random port (the default allows SMTP ports only).
  // TRUST_PROXY: a test may pose as another visitor with X-Forwarded-For, as a proxy in front would
  // append it (page views are counted once per visitor and path; every browser here is 127.0.0.1).
  server = await startApp(dataDir, { SMTP_ALLOWED_PORTS: "any", TRUST_PROXY: "true", SEED_PHOTO_WIDTH: "1200" });
  project.provide("baseURL", server.url);
  project.provide("dataDir", dataDir);
}

export async function teardown() {
  await server?.stop();
  if (dataRoot && !process.env.KEEP_TEST_DATA) fs.rmSync(dataRoot, { recursive: true, force: true });
}
