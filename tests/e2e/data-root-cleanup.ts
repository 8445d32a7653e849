import fs from "node:fs";
import type { TestProject } from "vitest/node";

/** Removes the project's data dirs (its `E2E_DATA_ROOT`) once its files have run; KEEP_TEST_DATA keeps them. */
export default function setup(project: TestProject) {
  const root = project.config.env.E2E_DATA_ROOT;
  return () => {
    if (root && !process.env.KEEP_TEST_DATA) fs.rmSync(root, { recursive: true, force: true });
  };
}
