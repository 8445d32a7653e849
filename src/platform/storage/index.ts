import path from "node:path";
import { dataDir } from "@/platform/data-dir";
import { createDiskStorage } from "./disk";
import type { Storage } from "./types";

export * from "./types";
export * from "./keys";
export * from "./range";
export { createDiskStorage } from "./disk";

/** Where the disk driver keeps uploads. */
export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

// Keyed by root so a test (or a script) that changes DATA_DIR gets a matching driver.
let current: { root: string; storage: Storage } | undefined;

/**
 * The storage the app uses. Today always the disk driver under DATA_DIR/uploads; the S3
 * driver will be chosen here from the environment, callers do not change.
 */
export function getStorage(): Storage {
  const root = uploadsDir();
  if (current?.root !== root) current = { root, storage: createDiskStorage(root) };
  return current.storage;
}
