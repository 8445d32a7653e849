import fs from "node:fs";
import type { TestProject } from "vitest/node";
import { makeDatabaseTemplate } from "./support/database-template";

/**
 * Makes the project's migrated database template (support/database-template.ts), and removes the
 * project's data dirs (its `E2E_DATA_ROOT`) once its files have run; KEEP_TEST_DATA keeps them.
 */
export default async function setup(project: TestProject) {
  const root = project.config.env.E2E_DATA_ROOT;
  if (root) await makeDatabaseTemplate(root);
  return () => {
    if (root && !process.env.KEEP_TEST_DATA) fs.rmSync(root, { recursive: true, force: true });
  };
}
