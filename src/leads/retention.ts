import { and, asc, eq, inArray, isNotNull, isNull, lt, ne } from "drizzle-orm";
import { subMonths } from "date-fns";
import type { Db } from "@/db/client";
import { auditLog, contactMessages, siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { logFailure } from "@/lib/failure-log";
import { getStorage, type Storage } from "@/platform/storage";
import { settingsFallbacks } from "@/settings/defaults";
import { deleteLeads } from "./erase";
import { deletePhotoFiles } from "./photo-files";

/**
 * The enquiries' retention (LOPDGDD art. 32). A lead that was not won and has had no activity for
 * the retention period is blocked: hidden from staff everywhere, kept only in case a claim comes.
 * Once it has been blocked for the blocking period it is erased with its timeline and photos.
 * Won leads are kept: the job they became is the company's contract and tax record.
 *
 * A pass works in batches, each its own short transaction, until nothing is left or its time is
 * up (the next pass goes on). Each batch locks its rows with SKIP LOCKED, so two passes at once, on
 * two instances without the site lock, share the work and never act on a row twice.
 */

export type RetentionPeriods = { retentionMonths: number; blockingMonths: number };

export type RetentionOptions = {
  now?: Date;
  /** Rows per batch (one transaction each). */
  batchSize?: number;
  /** No new batch starts after this long; what remains waits for the next pass. */
  budgetMs?: number;
  /** The clock the budget is read on (tests move it). */
  clock?: () => number;
  storage?: Storage;
};

export type RetentionOutcome = { blocked: number; erased: number; filesRemoved: number };

export const RETENTION_BATCH = 500;
const RETENTION_BUDGET_MS = 30_000;

/** The periods the settings give, or their defaults before the first save. */
export async function retentionPeriods(db: Db): Promise<RetentionPeriods> {
  const [row] = await db
    .select({ retentionMonths: siteSettings.leadRetentionMonths, blockingMonths: siteSettings.leadBlockingMonths })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return row ?? { retentionMonths: settingsFallbacks.leadRetentionMonths, blockingMonths: settingsFallbacks.leadBlockingMonths };
}

/** One batch: leads not won and idle since before `cutoff` are blocked at `now`; how many. */
async function blockBatch(db: Db, cutoff: Date, now: Date, size: number): Promise<number> {
  return db.transaction(async (tx) => {
    // The partial retention index holds exactly these rows, oldest activity first.
    const due = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(isNull(contactMessages.blockedAt), ne(contactMessages.stage, "ganado"), lt(contactMessages.lastActivityAt, cutoff)))
      .orderBy(asc(contactMessages.lastActivityAt))
      .limit(size)
      .for("update", { skipLocked: true });
    if (due.length === 0) return 0;
    const ids = due.map((r) => r.id);
    const done = await tx
      .update(contactMessages)
      .set({ blockedAt: now })
      .where(and(inArray(contactMessages.id, ids), isNull(contactMessages.blockedAt)))
      .returning({ id: contactMessages.id });
    return done.length;
  });
}

/** One batch: leads blocked before `cutoff` are deleted; how many, and their photos' keys. */
async function eraseBatch(db: Db, cutoff: Date, size: number): Promise<{ deleted: number; keys: string[] }> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .where(and(isNotNull(contactMessages.blockedAt), lt(contactMessages.blockedAt, cutoff), ne(contactMessages.stage, "ganado")))
      .orderBy(asc(contactMessages.blockedAt))
      .limit(size)
      .for("update", { skipLocked: true });
    return deleteLeads(
      tx,
      due.map((r) => r.id),
    );
  });
}

/**
 * One pass of the job: block, then erase, in batches within the time budget. The pass writes one
 * audit entry per kind of change it made (no user, counts only: never who the leads were), and
 * removes the erased photos' files after each batch has committed.
 */
export async function runLeadRetention(db: Db, options: RetentionOptions = {}): Promise<RetentionOutcome> {
  const now = options.now ?? new Date();
  const size = options.batchSize ?? RETENTION_BATCH;
  const clock = options.clock ?? Date.now;
  const deadline = clock() + (options.budgetMs ?? RETENTION_BUDGET_MS);
  const storage = options.storage ?? getStorage();
  const { retentionMonths, blockingMonths } = await retentionPeriods(db);
  const outcome: RetentionOutcome = { blocked: 0, erased: 0, filesRemoved: 0 };
  try {
    const blockBefore = subMonths(now, retentionMonths);
    while (clock() < deadline) {
      const blocked = await blockBatch(db, blockBefore, now, size);
      outcome.blocked += blocked;
      if (blocked < size) break;
    }
    const eraseBefore = subMonths(now, blockingMonths);
    while (clock() < deadline) {
      const { deleted, keys } = await eraseBatch(db, eraseBefore, size);
      outcome.erased += deleted;
      outcome.filesRemoved += await deletePhotoFiles(keys, storage);
      if (deleted < size) break;
    }
  } finally {
    // What was done is recorded even when a later batch failed (whose error is the one that goes on).
    await recordPass(db, outcome, { retentionMonths, blockingMonths }).catch((err) => logFailure("error", "[leads] retention audit entry failed", err));
  }
  return outcome;
}

async function recordPass(db: Db, outcome: RetentionOutcome, periods: RetentionPeriods): Promise<void> {
  const entries = [
    ...(outcome.blocked ? [{ action: "lead.retention-block", details: { blocked: outcome.blocked, retentionMonths: periods.retentionMonths } }] : []),
    ...(outcome.erased
      ? [{ action: "lead.retention-erase", details: { erased: outcome.erased, files: outcome.filesRemoved, blockingMonths: periods.blockingMonths } }]
      : []),
  ];
  if (entries.length === 0) return;
  await db.insert(auditLog).values(entries.map((e) => ({ userId: null, action: e.action, entity: "contact_message", entityId: null, details: e.details })));
}
