import { inArray, like, or } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { runHere, type SiteLockRunner } from "@/db/site-lock";
import { mediaAssets, projects } from "@/db/schema";
import {
  aboutGalleryFolder,
  contentBlockImageFolder,
  getStorage,
  heroImageFolder,
  keyFromMediaUrl,
  mediaUrl,
  s3OptionsFromEnv,
  siteLogoFolder,
  sweepStaleTempFiles,
  TEMP_ROOT,
  uploadsDir,
  type Storage,
} from "@/platform/storage";
import { removeStoredFiles, unusedStoredFiles } from "./stored-files";
import { readEnv, type EnvSource } from "@/env";
import { sweepOrphanLeadPhotos } from "@/leads/photo-files";

/**
 * Orphaned uploads (spec/admin.md §4 "Create mode"): files under `projects/temp/`
 * whose form was never saved, files under `projects/{id}/` whose project no longer exists, and
 * files in the shared folders (hero, About, logo, content blocks) that no row points at — an
 * upload whose form was closed unsaved. Only files older than `maxAgeMs` go, so an upload in
 * progress (or a form still open) keeps its files; their media_assets rows go with them.
 */

export const ORPHAN_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const CLEANUP_INTERVAL_MS = 60 * 60 * 1000;
/** A disk-driver temporary file untouched this long belongs to a write that died with its process. */
export const PARTIAL_MAX_AGE_MS = 60 * 60 * 1000;

/**
 * `MEDIA_ORPHAN_MAX_AGE_MS` overrides the age (the crash-recovery tests use 0 to run the
 * cleanup at once on restart); anything but a non-negative number keeps the default (and
 * stops the start: src/env.ts).
 */
export function orphanMaxAgeMs(env?: EnvSource): number {
  try {
    return readEnv("MEDIA_ORPHAN_MAX_AGE_MS", env);
  } catch {
    return ORPHAN_MAX_AGE_MS;
  }
}

const PROJECT_FOLDER = /^projects\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\//i;
const CHUNK = 500;

/** Folders whose files are shown by URL from rows of several tables, not owned by one project folder. */
const SHARED_FOLDERS = [heroImageFolder(), aboutGalleryFolder(), siteLogoFolder(), contentBlockImageFolder()].map((f) => `${f}/`);

export type CleanupOptions = { db: Queryable; storage?: Storage; now?: Date; maxAgeMs?: number };

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
    const existing = await options.db
      .select({ id: projects.id })
      .from(projects)
      .where(inArray(projects.id, ids.slice(i, i + CHUNK)));
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
  const unused = await unusedSharedFiles(options.db, storage, cutoff);
  await removeStoredFiles(options.db, unused, storage);
  for (const url of unused) {
    const key = keyFromMediaUrl(url)!;
    if (!(await storage.exists(key))) removed.push(key);
  }
  return { removed };
}

/**
 * URLs of old files in the shared folders that nothing shows. An image counts once, by its
 * original's URL (removing it takes its variants and media_assets row); a variant is never
 * judged on its own, since rows only ever point at originals.
 */
async function unusedSharedFiles(db: CleanupOptions["db"], storage: Storage, cutoff: number): Promise<string[]> {
  const listed = (await Promise.all(SHARED_FOLDERS.map((folder) => storage.list(folder)))).flat();
  const old = listed.filter((o) => o.lastModified.getTime() < cutoff).map((o) => o.key);
  if (old.length === 0) return [];
  const assets = await db
    .select({ url: mediaAssets.url, storageKey: mediaAssets.storageKey, variants: mediaAssets.variants })
    .from(mediaAssets)
    .where(or(...SHARED_FOLDERS.map((folder) => like(mediaAssets.storageKey, `${folder}%`))));
  const originals = new Map(assets.map((a) => [a.storageKey, a.url]));
  const variants = new Set(assets.flatMap((a) => a.variants.map((v) => keyFromMediaUrl(v.url))));
  const candidates = old.filter((key) => !variants.has(key)).map((key) => originals.get(key) ?? mediaUrl(key));
  return unusedStoredFiles(db, candidates);
}

/**
 * Runs the cleanup now and then hourly, without keeping the process alive; failures are logged.
 * `once` makes a run happen on one instance of the site at a time (the others skip it). With
 * the disk driver each instance also sweeps the partial files of its own writes cut short by
 * a crash.
 */
export function scheduleOrphanMediaCleanup(db: CleanupOptions["db"], once: SiteLockRunner = runHere): NodeJS.Timeout {
  const maxAgeMs = orphanMaxAgeMs();
  const run = () => {
    once(() => cleanupOrphanMedia({ db, maxAgeMs }))
      .then((outcome) => {
        if (outcome.ran && outcome.value.removed.length) console.info(`[media] removed ${outcome.value.removed.length} orphaned upload(s)`);
      })
      .catch((err) => console.error("[media] orphaned upload cleanup failed", err))
      // Then, under the same lock, the quote requests' photos no lead holds (src/leads/photo-files.ts).
      .then(() => once(() => sweepOrphanLeadPhotos(db, maxAgeMs)))
      .then((outcome) => {
        if (outcome.ran && outcome.value) console.info(`[leads] removed ${outcome.value} orphaned photo file(s)`);
      })
      .catch((err) => console.error("[leads] orphaned photo cleanup failed", err));
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
