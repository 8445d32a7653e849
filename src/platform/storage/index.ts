import path from "node:path";
import { dataDir } from "@/platform/data-dir";
import { createDiskStorage } from "./disk";
import { createS3Storage, type S3StorageOptions } from "./s3";
import type { Storage } from "./types";
import { readEnv, type EnvSource } from "@/env";

export * from "./types";
export * from "./keys";
export * from "./range";
export { createDiskStorage, sweepStaleTempFiles } from "./disk";
export { createS3Storage, type S3StorageOptions } from "./s3";
export { readObject } from "./body";

/** Where the disk driver keeps uploads. */
export function uploadsDir(): string {
  return path.join(dataDir(), "uploads");
}

/**
 * The S3 settings from the environment, or null for the disk driver. S3 is chosen by
 * `STORAGE_DRIVER=s3` or by setting `S3_BUCKET`; `STORAGE_DRIVER=disk` forces the disk.
 */
export function s3OptionsFromEnv(env?: EnvSource): S3StorageOptions | null {
  const driver = readEnv("STORAGE_DRIVER", env);
  const bucket = readEnv("S3_BUCKET", env);
  if (driver === "disk" || (driver === undefined && !bucket)) return null;
  if (!bucket) throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET.");
  const endpoint = readEnv("S3_ENDPOINT", env);
  const accessKeyId = readEnv("S3_ACCESS_KEY_ID", env);
  const secretAccessKey = readEnv("S3_SECRET_ACCESS_KEY", env);
  if (!!accessKeyId !== !!secretAccessKey) {
    throw new Error("Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither.");
  }
  return {
    bucket,
    endpoint,
    region: readEnv("S3_REGION", env),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: readEnv("S3_FORCE_PATH_STYLE", env) ?? !!endpoint,
    publicBaseUrl: readEnv("S3_PUBLIC_BASE_URL", env),
  };
}

// Keyed by configuration so a test (or a script) that changes DATA_DIR or S3_* gets a matching driver.
let current: { id: string; storage: Storage } | undefined;

/**
 * The storage the app uses: S3 when configured (see s3OptionsFromEnv), otherwise the disk
 * driver under DATA_DIR/uploads. Callers do not change.
 */
export function getStorage(): Storage {
  const s3 = s3OptionsFromEnv();
  const id = s3 ? `s3:${JSON.stringify(s3)}` : `disk:${uploadsDir()}`;
  if (current?.id !== id) current = { id, storage: s3 ? createS3Storage(s3) : createDiskStorage(uploadsDir()) };
  return current.storage;
}
