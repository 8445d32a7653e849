import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";

/** Where the shared seeded server keeps the files uploaded to it. */
export const sharedUploadsDir = (): string => path.join(inject("dataDir"), "uploads");

/** Every file below `dir`, at any depth (none when `dir` does not exist). */
export function listFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}
