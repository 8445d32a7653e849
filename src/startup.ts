import { closeDatabase, getDatabase } from "@/db";
import type { Database } from "@/db/client";
import type { SeedOptions } from "@/seed/demo";
import { siteLockRunner, siteLocks, withSiteLock } from "@/db/site-lock";
import { flushLocalCache, invalidateLocalTags } from "@/platform/cache";
import { setProcessCacheSync, startCacheSync } from "@/platform/cache-sync";
import { checkDeployment } from "@/platform/deployment-check";
import { serverSecret } from "@/platform/secret";
import { checkEnv, readEnv, type EnvSource } from "@/env";
import { appBridge } from "@/server/app-bridge";

const CHECKPOINT_INTERVAL_MS = 5 * 60 * 1000;

/**
 * Runs once per server process, before the first request: configuration check, secret,
 * database + migrations, demo seed, first admin from the environment, the cache invalidation
 * listener (PostgreSQL), the orphan-media cleanup, the contact-notification retries, the
 * scheduled publishing of projects, the daily lead reminders, the enquiries' retention and the
 * periodic PGlite checkpoint. On PostgreSQL migrations, seed and first admin run under one
 * advisory lock, so instances starting together on an empty database do them once.
 */
export function startServer(): Promise<void> {
  const bridge = appBridge();
  bridge.startup ??= boot();
  return bridge.startup;
}

async function boot() {
  checkEnv();
  const deployment = checkDeployment();
  if (deployment.error) throw new Error(deployment.error);
  for (const warning of deployment.warnings) console.warn(`[startup] ${warning}`);
  serverSecret();
  const database = await getDatabase();
  console.info(`[startup] database ready (${database.kind})`);

  await seedAndFirstAdmin(database);

  let stopSync = async () => {};
  if (database.url) {
    const sync = startCacheSync({
      url: database.url,
      db: database.db,
      onTags: (tags) => invalidateLocalTags(...tags),
      onFlush: flushLocalCache,
    });
    await sync.ready;
    setProcessCacheSync(sync);
    console.info(`[startup] cache invalidations shared through PostgreSQL (${sync.listening() ? "listening" : "listener retrying"})`);
    stopSync = () => {
      setProcessCacheSync(undefined);
      return sync.stop();
    };
  }

  const { scheduleOrphanMediaCleanup } = await import("@/media/temp-cleanup");
  const cleanupTimer = scheduleOrphanMediaCleanup(database.db, siteLockRunner(database, siteLocks.orphanCleanup));
  const { scheduleNotificationRetries } = await import("@/contact/notification-job");
  const stopRetries = scheduleNotificationRetries(database.db, siteLockRunner(database, siteLocks.notificationRetries));
  const { scheduleProjectPublishing } = await import("@/projects/schedule-job");
  const stopPublishing = scheduleProjectPublishing(database.db, siteLockRunner(database, siteLocks.projectSchedule));
  const { scheduleLeadRetention } = await import("@/leads/retention-job");
  const stopRetention = scheduleLeadRetention(database.db, siteLockRunner(database, siteLocks.leadRetention));
  const { scheduleLeadReminders } = await import("@/leads/reminder-job");
  const stopReminders = scheduleLeadReminders(database.db, siteLockRunner(database, siteLocks.leadReminders));

  if (database.kind === "pglite") {
    const timer = setInterval(() => {
      database.checkpoint().catch((err) => console.error("[db] checkpoint failed", err));
    }, CHECKPOINT_INTERVAL_MS);
    timer.unref();
  }

  appBridge().shutdown = async () => {
    stopRetries();
    stopPublishing();
    stopRetention();
    stopReminders();
    clearInterval(cleanupTimer);
    await stopSync();
    await closeDatabase();
    console.info("[shutdown] database closed");
  };
}

/**
 * SEED_PHOTO_WIDTH: narrower demo photos (400–1600 px; 1200 by default) make the demo seed
 * several times faster, for test servers that do not look at the pictures.
 */
function seedPhotoWidth(env?: EnvSource): number | undefined {
  return readEnv("SEED_PHOTO_WIDTH", env);
}

/**
 * The demo seed and the first admin, under the start-up lock: of N instances starting together
 * on an empty PostgreSQL database, the first does them and the others find them done.
 */
export async function seedAndFirstAdmin(database: Database, env?: EnvSource, seedOptions: SeedOptions = {}): Promise<void> {
  await withSiteLock(database, siteLocks.startup, async () => {
    if (readEnv("SEED_DEMO", env)) {
      const { seedDemo } = await import("@/seed/demo");
      const options = { photoWidth: seedPhotoWidth(env), ...seedOptions };
      if (await seedDemo(database.db, options)) console.info("[startup] demo content seeded");
    }
    const email = readEnv("ADMIN_EMAIL", env);
    const password = readEnv("ADMIN_PASSWORD", env);
    if (email && password) {
      const { adminCount, ensureAdmin } = await import("@/users/admin-account");
      if ((await adminCount(database.db)) === 0) {
        console.info(`[startup] first admin ${email}: ${await ensureAdmin(database.db, email, password)}`);
      }
    }
  });
}
