import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { expect, test as base } from "vitest";
import type { Database, Db } from "@/db/client";
import * as schema from "@/db/schema";
import { aboutGallery, categories, heroImages, mediaAssets, projectContentBlocks, user } from "@/db/schema";
import type { Locale } from "@/i18n/locales";
import { slugify } from "@/lib/slugify";
import { createDiskStorage, keyFromMediaUrl, readObject, type Storage } from "@/platform/storage";
import { serveApp, signUpAdmin, temporaryDataDir } from "./app-session";
import { requestAs } from "./next-headers";
import { createTestDatabase } from "./test-db";

/** The test database as the app's own code sees it (getDb(), getAuth()), and the DATA_DIR its storage opens. */
export type App = { database: Database; dataDir: string };
/** The signed-in admin of the file: the requests are theirs until a test says otherwise (`requestAs`). */
export type Admin = {
  id: string;
  cookie: string;
  /** Sets the admin language the actions answer in. */
  speaks: (locale: Locale) => Promise<void>;
  /** The next requests are the admin's again. */
  signIn: () => void;
};
/** A disk storage in a temporary directory, and readers of what it holds. */
export type Disk = {
  root: string;
  storage: Storage;
  /** The bytes stored for a media URL; fails when there are none. */
  read: (url: string) => Promise<Buffer>;
  /** Whether the file of a media URL is on the disk. */
  exists: (url: string) => boolean;
};
export type Category = { id: string; name: string; slug: string };
/** A statement the app's code sent, with its parameters. */
export type Statement = { sql: string; params: unknown[] };
/** The app's database as served when `recorded` is used: the file's database, recording each statement in `statements`. */
export type Recorded = { database: Database; statements: Statement[] };

/** The bytes stored for a media URL; fails when there are none. */
export async function readStored(storage: Storage, url: string): Promise<Buffer> {
  const stored = await readObject(storage, keyFromMediaUrl(url)!);
  if (!stored) throw new Error(`missing ${url}`);
  return stored;
}

/** Inserts a category for each name, its slug made from the name as the form makes it: the rows, in the names' order. */
export async function insertCategories(database: Database, ...names: string[]) {
  const rows = await database.db
    .insert(categories)
    .values(names.map((name) => ({ name, slug: slugify(name) })))
    .returning();
  return names.map((name) => rows.find((row) => row.name === name)!);
}

/** A media URL and its variants' URLs, as media_assets records them (the URL alone when it has no row). */
export async function storedFiles(database: Database, url: string): Promise<string[]> {
  const [asset] = await database.db.select().from(mediaAssets).where(eq(mediaAssets.url, url));
  return asset ? [url, ...asset.variants.map((v) => v.url)] : [url];
}

/** A JPEG of one colour, as a photo upload. */
export async function plainJpeg(background: string, width = 640, height = 400): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .toBuffer();
}

/** The translations stored on a row, as the database holds them. */
export async function storedTranslations(
  database: Database,
  table: typeof categories | typeof heroImages | typeof aboutGallery | typeof projectContentBlocks,
  id: string,
): Promise<unknown> {
  const [row] = await database.db.select({ translations: table.translations }).from(table).where(eq(table.id, id));
  return row.translations;
}

/** Awaits `work`, which must fail with an instance of `type`: that error. */
export async function rejection<E>(work: Promise<unknown>, type: abstract new (...args: never[]) => E): Promise<E> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

/** The data of an action's success; a refusal throws with its message. */
/** Runs a form action that ends in Next's redirect(): the address it sends the browser to. */
export async function redirectOf(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  const digest = (error as { digest?: string } | null)?.digest ?? "";
  expect(digest).toMatch(/^NEXT_REDIRECT;/);
  return digest.split(";")[2];
}

export function ok<T>(result: { ok: true; data: T } | { ok: false; error: string }): T {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.data;
}

/**
 * The shared fixtures of the integration files, all file-scoped: set up once, by the first test or
 * `test.beforeAll` that names them, and cleaned up after the file's last test. A file never gets
 * more than one database: `app`, `admin` and `category` all use `database`.
 *
 * - `database`: a migrated test database (PGlite from the template dump, or a throwaway PostgreSQL
 *   database with TEST_DATABASE_URL; support/test-db.ts), closed after the file.
 * - `app`: that database served to the app's own code (getDb(), getAuth()) and DATA_DIR at a
 *   temporary directory, both undone after the file.
 * - `admin`: an admin signed up through better-auth ("jefa@obras.test"), whose session the next
 *   requests carry. The file must mock `next/headers` with support/next-headers.ts.
 * - `recorded`: instead, the app's code is served a Drizzle instance over the same database that
 *   records every statement it sends (the file empties `statements` when it wants).
 * - `category`: a category "Cocinas" (slug "cocinas") for projects to belong to.
 * - `disk`: a disk storage in a temporary directory, removed after the file, with a reader.
 *
 * Hooks that need them are `test.beforeAll` / `test.beforeEach` (from this `test`), and tests name
 * them in their first parameter: `it("…", async ({ database }) => …)`.
 */
export const test = base
  // eslint-disable-next-line no-empty-pattern -- Vitest reads what a fixture needs from its first parameter, which must be a pattern
  .extend("database", { scope: "file" }, async ({}, { onCleanup }) => {
    const database = await createTestDatabase();
    onCleanup(() => database.close());
    return database;
  })
  .extend("app", { scope: "file" }, async ({ database }, { onCleanup }): Promise<App> => {
    const { dataDir, restore } = temporaryDataDir("integration-data-");
    const stopServing = serveApp(database);
    onCleanup(() => {
      stopServing();
      restore();
    });
    return { database, dataDir };
  })
  .extend("admin", { scope: "file" }, async ({ app }): Promise<Admin> => {
    const { database } = app;
    const { id, cookie } = await signUpAdmin(database, { email: "jefa@obras.test", name: "Jefa" });
    const signIn = () => requestAs(cookie);
    signIn();
    const speaks = async (locale: Locale) => {
      await database.db.update(user).set({ locale }).where(eq(user.id, id));
    };
    return { id, cookie, speaks, signIn };
  })
  .extend("recorded", { scope: "file" }, async ({ app }): Promise<Recorded> => {
    const { database } = app;
    const statements: Statement[] = [];
    const logger = { logQuery: (sql: string, params: unknown[]) => void statements.push({ sql, params }) };
    const client = (database.db as unknown as { $client: never }).$client;
    const db = (database.kind === "pglite"
      ? (await import("drizzle-orm/pglite")).drizzle(client, { schema, logger })
      : (await import("drizzle-orm/node-postgres")).drizzle(client, { schema, logger })) as unknown as Db;
    const recording = { ...database, db };
    // Undone with the rest of `app`.
    serveApp(recording);
    return { database: recording, statements };
  })
  .extend("category", { scope: "file" }, async ({ database }): Promise<Category> => {
    const [{ id, name, slug }] = await insertCategories(database, "Cocinas");
    return { id, name, slug };
  })
  // eslint-disable-next-line no-empty-pattern -- as for `database`
  .extend("disk", { scope: "file" }, async ({}, { onCleanup }): Promise<Disk> => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "integration-disk-"));
    onCleanup(() => fs.rmSync(root, { recursive: true, force: true }));
    const storage = createDiskStorage(root);
    return {
      root,
      storage,
      read: (url) => readStored(storage, url),
      exists: (url) => fs.existsSync(path.join(root, keyFromMediaUrl(url)!)),
    };
  });

export const it = test;
