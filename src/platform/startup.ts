import { closeDatabase, getDatabase } from "@/db";
import { serverSecret } from "./secret";

const CHECKPOINT_INTERVAL_MS = 5 * 60 * 1000;

const holder = globalThis as typeof globalThis & {
  __appStartup?: Promise<void>;
  __appShutdown?: () => Promise<void>;
};

/**
 * Runs once per server process, before the first request: secret, database + migrations,
 * demo seed, first admin from the environment, the orphan-media cleanup, the
 * contact-notification retries and the periodic PGlite checkpoint.
 */
export function startServer(): Promise<void> {
  holder.__appStartup ??= boot();
  return holder.__appStartup;
}

async function boot() {
  serverSecret();
  const database = await getDatabase();
  console.info(`[startup] database ready (${database.kind})`);

  if (process.env.SEED_DEMO !== "false") {
    const { seedDemo } = await import("@/seed/demo");
    if (await seedDemo(database.db)) console.info("[startup] demo content seeded");
  }

  const email = process.env.ADMIN_EMAIL;
  const password = process.env.ADMIN_PASSWORD;
  if (email && password) {
    const { adminCount, ensureAdmin } = await import("@/users/admin-account");
    if ((await adminCount(database.db)) === 0) {
      console.info(`[startup] first admin ${email}: ${await ensureAdmin(database.db, email, password)}`);
    }
  }

  const { scheduleOrphanMediaCleanup } = await import("@/media/temp-cleanup");
  scheduleOrphanMediaCleanup(database.db);
  const { scheduleNotificationRetries } = await import("@/contact/notification-job");
  const stopRetries = scheduleNotificationRetries(database.db);

  if (database.kind === "pglite") {
    const timer = setInterval(() => {
      database.checkpoint().catch((err) => console.error("[db] checkpoint failed", err));
    }, CHECKPOINT_INTERVAL_MS);
    timer.unref();
  }

  holder.__appShutdown = async () => {
    stopRetries();
    await closeDatabase();
    console.info("[shutdown] database closed");
  };
}
