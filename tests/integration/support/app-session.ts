import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import type { Database } from "@/db/client";
import { user } from "@/db/schema";

// src/db and src/auth keep the app's database and auth on globalThis: pointing them at a test
// database makes getDb() and getAuth() — the real sessions and role checks — use it.
type Holder = typeof globalThis & { __appDatabase?: Promise<Database>; __appAuth?: unknown };
const holder = globalThis as Holder;

/**
 * Makes the app's own code (getDb(), getAuth()) use `database` until the returned undo is called.
 * Sets the secret and site address auth needs, unless the environment has them.
 */
export function serveApp(database: Database | Promise<Database>): () => void {
  process.env.BETTER_AUTH_SECRET ??= "integration-test-secret-integration";
  process.env.SITE_URL ??= "http://localhost:3999";
  holder.__appDatabase = Promise.resolve(database);
  holder.__appAuth = undefined;
  return () => {
    holder.__appDatabase = undefined;
    holder.__appAuth = undefined;
  };
}

/** Points `DATA_DIR` (the media storage the actions open) at a new temporary directory; the undo removes it. */
export function temporaryDataDir(prefix: string): { dataDir: string; restore: () => void } {
  const previous = process.env.DATA_DIR;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  process.env.DATA_DIR = dataDir;
  return {
    dataDir,
    restore: () => {
      if (previous === undefined) delete process.env.DATA_DIR;
      else process.env.DATA_DIR = previous;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs a new person up through better-auth: their id and session cookie. */
export async function signUp(database: Database, { email, name = email }: { email: string; name?: string }): Promise<{ id: string; cookie: string }> {
  // Loaded here: the files that only use the database (tests/unit/images.test.ts too) need not load better-auth.
  const { createAuth } = await import("@/auth/config");
  const { headers, response } = await createAuth(database.db).api.signUpEmail({
    body: { email, password: "secret123", name },
    returnHeaders: true,
  });
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  expect(cookie).toContain("session_token=");
  return { id: response.user.id, cookie };
}

/** Signs a new person up through better-auth and makes them an admin: their id and session cookie. */
export async function signUpAdmin(database: Database, person: { email: string; name?: string }): Promise<{ id: string; cookie: string }> {
  const signedUp = await signUp(database, person);
  await database.db.update(user).set({ role: "admin" }).where(eq(user.id, signedUp.id));
  return signedUp;
}
