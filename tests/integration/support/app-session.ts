import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { createAuth } from "@/auth/config";
import type { Database } from "@/db/client";
import { user } from "@/db/schema";
import { createTestDatabase } from "./test-db";

// src/db and src/auth keep the app's database and auth on globalThis: pointing them at a test
// database makes getDb() and getAuth() — the real sessions and role checks — use it.
type Holder = typeof globalThis & { __appDatabase?: Promise<Database>; __appAuth?: unknown };
const holder = globalThis as Holder;

export type AppDatabase = { database: Database; close: () => Promise<void> };

/**
 * A fresh test database that the app's own code uses. With `dataDirPrefix`, `DATA_DIR` (the media
 * storage the actions open) also points at a temporary directory, removed on close.
 */
export async function useAppDatabase({ dataDirPrefix }: { dataDirPrefix?: string } = {}): Promise<AppDatabase> {
  process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration";
  process.env.SITE_URL ??= "http://localhost:3999";
  const previousDataDir = process.env.DATA_DIR;
  const dataDir = dataDirPrefix ? fs.mkdtempSync(path.join(os.tmpdir(), dataDirPrefix)) : null;
  if (dataDir) process.env.DATA_DIR = dataDir;
  const database = await createTestDatabase();
  holder.__appDatabase = Promise.resolve(database);
  holder.__appAuth = undefined;
  return {
    database,
    close: async () => {
      holder.__appDatabase = undefined;
      holder.__appAuth = undefined;
      await database.close();
      if (!dataDir) return;
      if (previousDataDir === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previousDataDir;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new person up through better-auth and makes them an admin: their id and session cookie. */
export async function signUpAdmin(database: Database, { email, name }: { email: string; name: string }): Promise<{ id: string; cookie: string }> {
  const { headers, response } = await createAuth(database.db).api.signUpEmail({
    body: { email, password: "secret123", name },
    returnHeaders: true,
  });
  await database.db.update(user).set({ role: "admin" }).where(eq(user.id, response.user.id));
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { id: response.user.id, cookie };
}
