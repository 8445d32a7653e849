import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { startBrowserServer } from "./support/browser-server";
import { makeDatabaseTemplate } from "./support/database-template";

/**
 * Makes the project's migrated database template (support/database-template.ts) and starts its
 * shared Chromium (support/browser-server.ts); once its files have run, stops the browser and
 * removes the project's data dirs (its `E2E_DATA_ROOT`); KEEP_TEST_DATA keeps them.
 */
export default async function setup(project: TestProject) {
  const root = project.config.env.E2E_DATA_ROOT;
  if (root) await makeDatabaseTemplate(root);
  const stopBrowser = await startBrowserServer(project);
  return async () => {
    await stopBrowser();
    if (root && !process.env.KEEP_TEST_DATA) fs.rmSync(root, { recursive: true, force: true });
  };
}
