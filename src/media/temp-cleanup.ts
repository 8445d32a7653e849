import { inArray } from "drizzle-orm";
import type { Db } from "@/db/client";
import { mediaAssets, projects } from "@/db/schema";
import { getStorage, s3OptionsFromEnv, sweepStaleTempFiles, TEMP_ROOT, uploadsDir, type Storage } from "@/platform/storage";

/**
 * Orphaned uploads (spec/admin.md §4 "Create mode"; issue #5): files under `projects/temp/`
 * whose form was never saved, and files under `projects/{id}/` whose project no longer
 * exists. Only files older than `maxAgeMs` go, so an upload in progress (or a form still
 * open) keeps its files; their media_assets rows go with them.
 */

export const ORPHAN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A disk-driver temporary file untouched this long belongs to a write that died with its process. */
export const PARTIAL_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * `MEDIA_ORPHAN_MAX_AGE_MS` overrides the age (the crash-recovery tests use 0 to run the
 * cleanup at once on restart); anything but a non-negative number keeps the default.
 */
export function orphanMaxAgeMs(env: Readonly<Record<string, string | undefined>> = process.env): number {
  const raw = env.MEDIA_ORPHAN_MAX_AGE_MS?.trim();
  const value = raw ? Number(raw) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : ORPHAN_MAX_AGE_MS;
}

const PROJECT_FOLDER = /^projects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;
const CHUNK = 500;

export type CleanupOptions = { db: Pick<Db, "select" | "delete">; storage?: Storage; now?: Date; maxAgeMs?: number };

export async function cleanupOrphanMedia(options: CleanupOptions): Promise<{ removed: string[] }> {
  const storage = options.storage ?? getStorage();
  const cutoff = (options.now ?? new Date()).getTime() - (options.maxAgeMs ?? ORPHAN_MAX_AGE_MS);
  const old = (await storage.list("projects/")).filter((o) => o.lastModified.getTime() < cutoff);

  const byProject = new Map<string, string[]>();
  const doomed: string[] = [];
  for (const { key } of old) {
    if (key.startsWith(TEMP_ROOT)) doomed.push(key);
    else {
      const id = PROJECT_FOLDER.exec(key)?.[1]?.toLowerCase();
      if (id) byProject.set(id, [...(byProject.get(id) ?? []), key]);
    }
  }
  const ids = [...byProject.keys()];
  for (let i = 0; i < ids.length; i += CHUNK) {
    const existing = await options.db.select({ id: projects.id }).from(projects).where(inArray(projects.id, ids.slice(i, i + CHUNK)));
    for (const { id } of existing) byProject.delete(id.toLowerCase());
  }
  for (const keys of byProject.values()) doomed.push(...keys);

  // Rows first: a row without its file would break a page, a file without its row is harmless.
  for (let i = 0; i < doomed.length; i += CHUNK) {
    await options.db.delete(mediaAssets).where(inArray(mediaAssets.storageKey, doomed.slice(i, i + CHUNK)));
  }
  const removed: string[] = [];
  for (const key of doomed) {
    try {
      await storage.delete(key);
      removed.push(key);
    } catch (err) {
      console.warn(`[media] cleanup could not delete ${key}:`, err);
    }
  }
  return { removed };
}

/**
 * Runs the cleanup now and then hourly, without keeping the process alive; failures are logged.
 * With the disk driver it also sweeps the partial files of writes cut short by a crash.
 */
export function scheduleOrphanMediaCleanup(db: CleanupOptions["db"]): NodeJS.Timeout {
  const maxAgeMs = orphanMaxAgeMs();
  const run = () => {
    cleanupOrphanMedia({ db, maxAgeMs })
      .then(({ removed }) => {
        if (removed.length) console.info(`[media] removed ${removed.length} orphaned upload(s)`);
      })
      .catch((err) => console.error("[media] orphaned upload cleanup failed", err));
    if (!s3OptionsFromEnv()) {
      sweepStaleTempFiles(uploadsDir(), Math.min(maxAgeMs, PARTIAL_MAX_AGE_MS))
        .then((n) => {
          if (n) console.info(`[media] removed ${n} partial upload file(s)`);
        })
        .catch((err) => console.error("[media] partial upload sweep failed", err));
    }
  };
  run();
  const timer = setInterval(run, CLEANUP_INTERVAL_MS);
  timer.unref();
  return timer;
}
