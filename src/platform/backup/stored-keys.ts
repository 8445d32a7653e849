import fsp from "node:fs/promises";
import path from "node:path";
import { s3OptionsFromEnv, uploadsDir } from "@/platform/storage";

/** Every stored key under a disk-storage root (its `.tmp` staging folder excluded). */
export async function* diskKeys(root: string): AsyncGenerator<string> {
  let entries;
  try {
    entries = await fsp.readdir(root, { recursive: true, withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return;
    throw err;
  }
  const keys = entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"))
    .filter((key) => !key.startsWith(".tmp/"))
    .sort();
  yield* keys;
}

/** Every key of the configured storage. */
export function storedKeys(): AsyncGenerator<string> {
  if (s3OptionsFromEnv()) throw new Error("Backing up S3 storage is not supported yet: back up the bucket with your provider's tools.");
  return diskKeys(uploadsDir());
}
