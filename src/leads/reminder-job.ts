import type { Db } from "@/db/client";
import { runHere, type SiteLockRunner } from "@/db/site-lock";
import { runPeriodically } from "@/platform/periodic";
import { runLeadReminders } from "./reminders";

/** Reminders go out within a couple of minutes of 08:00; before then a pass reads nothing. */
const INTERVAL_MS = 2 * 60 * 1000;

/**
 * Sends the day's lead reminders: a pass at start (an instance that was down at 08:00 catches up),
 * then every two minutes. Each person's day is claimed in the database (src/leads/reminders.ts), so
 * the lock only saves other instances the work; errors are only logged.
 */
export function scheduleLeadReminders(db: Db, once: SiteLockRunner = runHere): () => void {
  return runPeriodically(INTERVAL_MS, "[leads] reminder pass failed", async () => {
    const attempt = await once(() => runLeadReminders(db));
    if (!attempt.ran || attempt.value.status !== "done") return;
    const sent = attempt.value.outcomes.filter((o) => o.status === "sent").length;
    const failed = attempt.value.outcomes.filter((o) => o.status === "failed").length;
    if (sent || failed) console.info(`[leads] reminders for ${attempt.value.day}: ${sent} sent, ${failed} failed`);
  });
}
