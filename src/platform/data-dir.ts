import fs from "node:fs";
import path from "node:path";
import { readEnv } from "@/env";

/** Where the embedded database, uploads and the generated auth secret live. */
export function dataDir(): string {
  // The data dir is chosen at run time; it is not part of the build output to trace.
  const dir = path.resolve(/*turbopackIgnore: true*/ readEnv("DATA_DIR") ?? path.join(process.cwd(), "data"));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
