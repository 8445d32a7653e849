import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { dataDir } from "./data-dir";
import { readEnv } from "@/env";

let cached: string | undefined;

/**
 * The server secret signs sessions and encrypts the SMTP password. Taken from
 * BETTER_AUTH_SECRET, otherwise generated once into DATA_DIR so no default secret exists.
 */
export function serverSecret(): string {
  if (cached) return cached;
  const fromEnv = readEnv("BETTER_AUTH_SECRET");
  if (fromEnv) return (cached = fromEnv);
  const file = path.join(dataDir(), "auth-secret");
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
  }
  return (cached = fs.readFileSync(file, "utf8").trim());
}
