import type { Db } from "@/db/client";
import { runHere, type SiteLockRunner } from "@/db/site-lock";
import { runPeriodically } from "@/platform/periodic";
import { runLeadRetention } from "./retention";

/** Periods are counted in months: a pass an hour is more than punctual, and costs an index probe when nothing is due. */
const INTERVAL_MS = 60 * 60 * 1000;

/**
 * Blocks and erases enquiries past their periods (./retention.ts): once at start, then every hour.
 * `once` keeps a pass to one instance at a time; the passes are safe without it too.
 */
export function scheduleLeadRetention(db: Db, once: SiteLockRunner = runHere): () => void {
  return runPeriodically(INTERVAL_MS, "[leads] retention pass failed", async () => {
    const attempt = await once(() => runLeadRetention(db));
    if (!attempt.ran) return;
    const { blocked, erased } = attempt.value;
    if (blocked || erased) console.info(`[leads] retention: ${blocked} blocked, ${erased} erased`);
  });
}
