import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, vi } from "vitest";
import { openDatabase, type Database } from "@/db/client";
import { migrateDatabase } from "@/db/migrate";
import { contactMessages, projects, rateLimits, siteSettings, user } from "@/db/schema";
import { ifSiteLockFree, siteLockRunner, siteLocks } from "@/db/site-lock";
import { retryDueNotifications } from "@/contact/notification";
import { cacheGeneration, cached, invalidateTags } from "@/platform/cache";
import { announceInvalidation, ECHO_TIMEOUT_MS, invalidationPayload, startCacheSync, type CacheSync } from "@/platform/cache-sync";
import { consumeRateLimit, sweepExpiredRateLimits } from "@/platform/rate-limit";
import { seedAndFirstAdmin } from "@/startup";
import { it, test } from "./support/fixtures";
import { createPostgresDatabase } from "./support/test-db";

/**
 * What several instances on one PostgreSQL share: rate limits, start-up, background jobs and
 * cache invalidations. Each "instance" here is its own pool on the same database. On PGlite
 * (one process) the same functions are proven to work alone.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean, timeoutMs = 3000): Promise<number> {
  const started = performance.now();
  while (!check()) {
    if (performance.now() - started > timeoutMs) throw new Error("condition not met in time");
    await wait(5);
  }
  return performance.now() - started;
}

let database: Database;
test.beforeAll(({ database: fileDatabase }) => {
  database = fileDatabase;
});

describe("shared rate limiter (rate_limits table)", () => {
  it("20 simultaneous requests against a limit of 5: exactly 5 pass", async () => {
    const results = await Promise.all(Array.from({ length: 20 }, () => consumeRateLimit("burst", 5, 60_000, database.db)));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
    for (const refused of results.filter((r) => !r.allowed)) {
      expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
  });

  it("a new window starts once the old one has ended", async () => {
    expect((await consumeRateLimit("window", 1, 300, database.db)).allowed).toBe(true);
    expect((await consumeRateLimit("window", 1, 300, database.db)).allowed).toBe(false);
    await wait(400);
    expect((await consumeRateLimit("window", 1, 300, database.db)).allowed).toBe(true);
    expect((await consumeRateLimit("window", 1, 300, database.db)).allowed).toBe(false);
  });

  it("keys are counted apart, and the sweep deletes only ended windows", async () => {
    expect((await consumeRateLimit("ip-a", 1, 60_000, database.db)).allowed).toBe(true);
    expect((await consumeRateLimit("ip-b", 1, 60_000, database.db)).allowed).toBe(true);
    await consumeRateLimit("ended", 1, 1, database.db);
    await wait(20);
    expect(await sweepExpiredRateLimits(database.db)).toBeGreaterThanOrEqual(1);
    const left = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(left).toEqual(expect.arrayContaining(["ip-a", "ip-b", "burst"]));
    expect(left).not.toContain("ended");
  });
});

if (!adminUrl) {
  describe("one process on PGlite: the same code paths work alone", () => {
    it("site locks just run the work", async () => {
      expect(await ifSiteLockFree(database, siteLocks.orphanCleanup, async () => 42)).toEqual({ ran: true, value: 42 });
      expect(await siteLockRunner(database, siteLocks.notificationRetries)(async () => "x")).toEqual({ ran: true, value: "x" });
    });

    it("migrating twice at once is harmless, and an announced invalidation only acts locally", async () => {
      await Promise.all([migrateDatabase(database), migrateDatabase(database)]);
      await database.db.transaction((tx) => announceInvalidation(tx, ["projects"]));
      let reads = 0;
      const read = cached("pglite-sync", ["projects"], async () => ++reads);
      expect(await read()).toBe(1);
      const before = cacheGeneration();
      invalidateTags("projects");
      expect(cacheGeneration()).toBe(before + 1);
      expect(await read()).toBe(2);
    });
  });
} else {
  /** A fresh empty database on the test server, and a second "instance" (pool) on it. */
  const emptyDatabase = () => createPostgresDatabase(adminUrl!, `multi_${randomBytes(6).toString("hex")}`);

  const urlOf = async (db: Database) => {
    const { rows } = await db.pool!.query<{ name: string }>("select current_database() as name");
    const url = new URL(adminUrl);
    url.pathname = `/${rows[0].name}`;
    return url.toString();
  };

  describe("several instances on one PostgreSQL", () => {
    let other: Database;
    beforeAll(async () => {
      other = await openDatabase({ url: await urlOf(database) });
    });
    afterAll(async () => {
      await other?.close();
    });

    it("one limit for the whole site: two instances alternating get 5 of 12 through", async () => {
      const results = [];
      for (let i = 0; i < 12; i++) results.push(await consumeRateLimit("contact:203.0.113.9", 5, 60_000, (i % 2 ? other : database).db));
      expect(results.map((r) => r.allowed)).toEqual([...Array(5).fill(true), ...Array(7).fill(false)]);
    });

    it("a job held by one instance is skipped by the other, and runs there once released", async () => {
      let release = () => {};
      const holding = ifSiteLockFree(database, siteLocks.orphanCleanup, () => new Promise<string>((r) => (release = () => r("first"))));
      await wait(100);
      expect(await ifSiteLockFree(other, siteLocks.orphanCleanup, async () => "second")).toEqual({ ran: false });
      release();
      expect(await holding).toEqual({ ran: true, value: "first" });
      expect(await ifSiteLockFree(other, siteLocks.orphanCleanup, async () => "second")).toEqual({ ran: true, value: "second" });
    });

    it("two instances' notification passes at the same moment send each email once", async () => {
      const now = new Date();
      const ids = await database.db
        .insert(contactMessages)
        .values(
          Array.from({ length: 8 }, (_, i) => ({
            name: `Vecino ${i}`,
            email: `v${i}@example.com`,
            subject: `Asunto ${i}`,
            message: "Mensaje",
            status: "new" as const,
            notificationStatus: "pending" as const,
            notificationNextAttemptAt: new Date(now.getTime() - 1000),
          })),
        )
        .returning({ id: contactMessages.id });
      const sent: string[] = [];
      const deps = {
        loadSettings: async () => ({ notificationsEnabled: true, adminEmail: "empresa@example.com" }) as never,
        send: async (_settings: unknown, mail: { subject: string }) => {
          await wait(20);
          sent.push(mail.subject);
        },
      };
      const pass = (db: Database) => siteLockRunner(db, siteLocks.notificationRetries)(() => retryDueNotifications(db.db, now, deps));
      const [a, b] = await Promise.all([pass(database), pass(other)]);
      expect([a.ran, b.ran].filter(Boolean).length).toBeGreaterThanOrEqual(1);
      expect(sent).toHaveLength(ids.length);
      expect(new Set(sent).size).toBe(ids.length);
      const rows = await database.db.select({ status: contactMessages.notificationStatus }).from(contactMessages);
      expect(rows.every((r) => r.status === "sent")).toBe(true);
    });

    it("an invalidation announced in A's transaction reaches B's listener on commit, not before", async () => {
      const url = await urlOf(database);
      const heard: string[][] = [];
      const flushes: number[] = [];
      const a = startCacheSync({ url, db: database.db, onTags: () => {}, onFlush: () => {} });
      const b = startCacheSync({ url, db: other.db, onTags: (tags) => heard.push(tags), onFlush: () => flushes.push(Date.now()) });
      try {
        await Promise.all([a.ready, b.ready]);
        expect(a.listening() && b.listening()).toBe(true);
        let delivered = () => Promise.resolve();
        await database.db.transaction(async (tx) => {
          delivered = await a.publish(["project:casa-rural", "projects"], tx);
          await wait(150);
          expect(heard).toEqual([]);
        });
        // A's write is answered once its notice went round: A heard it back, well before the time-out.
        const started = Date.now();
        await delivered();
        expect(Date.now() - started).toBeLessThan(ECHO_TIMEOUT_MS);
        const ms = await until(() => heard.length === 1);
        expect(heard[0]).toEqual(["project:casa-rural", "projects"]);
        expect(ms).toBeLessThan(1000);
        // A does not apply its own notice twice; a rolled-back write announces nothing.
        await database.db
          .transaction(async (tx) => {
            await a.publish(["settings"], tx);
            throw new Error("rollback");
          })
          .catch(() => {});
        await a.publish(["categories"]);
        await until(() => heard.length === 2);
        expect(heard[1]).toEqual(["categories"]);
        expect(flushes).toEqual([]);
      } finally {
        await a.stop();
        await b.stop();
      }
    });

    it("a killed listening connection reconnects, flushes once, and hears the next notice", async () => {
      const url = await urlOf(database);
      const heard: string[][] = [];
      let flushes = 0;
      const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
      const info = vi.spyOn(console, "info").mockImplementation(() => {});
      const b: CacheSync = startCacheSync({ url, db: other.db, onTags: (tags) => heard.push(tags), onFlush: () => flushes++, retryMs: 50 });
      try {
        await b.ready;
        await database.db.execute(
          sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'cache-sync'`,
        );
        await until(() => flushes === 1, 5000);
        await until(() => b.listening(), 5000);
        await database.db.execute(sql`select pg_notify('app_cache_invalidation', ${invalidationPayload("instance-a", ["hero-images"])})`);
        await until(() => heard.length === 1);
        expect(heard[0]).toEqual(["hero-images"]);
        expect(flushes).toBe(1);
      } finally {
        await b.stop();
        warn.mockRestore();
        info.mockRestore();
      }
    });
  });

  describe("instances starting together on an empty PostgreSQL database", () => {
    const saved = { DATA_DIR: process.env.DATA_DIR, STORAGE_DRIVER: process.env.STORAGE_DRIVER };
    let dataDir: string;
    beforeAll(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "multi-instance-"));
      process.env.DATA_DIR = dataDir;
      process.env.STORAGE_DRIVER = "disk";
    });
    afterAll(() => {
      for (const [k, v] of Object.entries(saved)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    it("both come up: migrations applied once, one seed, one admin", async () => {
      const empty = await emptyDatabase();
      const env = { SEED_DEMO: "true", ADMIN_EMAIL: "jefa@obras.test", ADMIN_PASSWORD: "clave-de-arranque" };
      const info = vi.spyOn(console, "info").mockImplementation(() => {});
      const instances: Database[] = [];
      try {
        const boot = async () => {
          const instance = await openDatabase({ url: empty.url });
          instances.push(instance);
          await migrateDatabase(instance);
          await seedAndFirstAdmin(instance, env, { photoWidth: 64 });
          return instance;
        };
        const [a] = await Promise.all([boot(), boot(), boot()]);
        const { rows } = await a.pool!.query<{ n: string }>("select count(*) as n from drizzle.__drizzle_migrations");
        const journal = JSON.parse(fs.readFileSync(path.join(process.cwd(), "drizzle/meta/_journal.json"), "utf8")) as { entries: unknown[] };
        expect(Number(rows[0].n)).toBe(journal.entries.length);
        const [{ n: settings }] = await a.db.select({ n: count() }).from(siteSettings);
        expect(settings).toBe(1);
        const [{ n: seeded }] = await a.db.select({ n: count() }).from(projects);
        const titles = await a.db.select({ t: projects.title }).from(projects);
        expect(seeded).toBeGreaterThan(0);
        expect(new Set(titles.map((r) => r.t)).size).toBe(seeded);
        const admins = await a.db.select({ id: user.id }).from(user).where(eq(user.email, env.ADMIN_EMAIL));
        expect(admins).toHaveLength(1);
      } finally {
        info.mockRestore();
        await Promise.all(instances.map((i) => i.close()));
        await empty.drop();
      }
    }, 240_000);
  });
}
