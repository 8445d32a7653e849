import type { Db } from "@/db/client";
import { runHere, type SiteLockRunner } from "@/db/site-lock";
import { retryDueNotifications } from "./notification";
import { runPeriodically } from "@/platform/periodic";

const INTERVAL_MS = 60 * 1000;

/**
 * Retries failed (and never-attempted) contact notifications: once at start, then every minute.
 * A pass that is still running when the next is due is not doubled; errors are only logged.
 * `once` makes a pass run on one instance of the site at a time (the others skip it).
 */
export function scheduleNotificationRetries(db: Db, once: SiteLockRunner = runHere): () => void {
  return runPeriodically(INTERVAL_MS, "[contact] notification retry pass failed", async () => {
    const attempt = await once(() => retryDueNotifications(db));
    const outcomes = attempt.ran ? attempt.value : [];
    const sent = outcomes.filter((o) => o.status === "sent").length;
    if (outcomes.length) console.info(`[contact] notification retries: ${sent} sent of ${outcomes.length}`);
  });
}
