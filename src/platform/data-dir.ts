import fs from "node:fs";
import path from "node:path";

/** Where the embedded database, uploads and the generated auth secret live. */
export function dataDir(): string {
  const dir = path.resolve(process.env.DATA_DIR || path.join(process.cwd(), "data"));
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}
