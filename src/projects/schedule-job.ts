import { lte } from "drizzle-orm";
import type { Db } from "@/db/client";
import { auditLog, projects } from "@/db/schema";
import { foldWorkingCopy } from "@/drafts/publish";
import { recordRevision } from "@/revisions/record";
import { removeStoredFiles } from "@/media/stored-files";
import { runHere, type SiteLockRunner } from "@/db/site-lock";
import { runPeriodically } from "@/platform/periodic";
import { cacheTags, invalidateLocalTags } from "@/platform/cache";
import { announceInvalidation, type Delivery } from "@/platform/cache-sync";

/** "Within a minute of the time": a pass every 30 s at most. */
const INTERVAL_MS = 30 * 1000;

export type ScheduledChange = { id: string; slug: string; title: string; action: "project.scheduled-publish" | "project.scheduled-unpublish" };

/**
 * One pass: every project whose publication time has come is published, then every one whose
 * withdrawal time has come is withdrawn (so a window that closed while the site was down ends
 * withdrawn). Each is one UPDATE that clears the time it acted on, so two passes at once, even
 * on two instances without the lock, cannot both perform a change: the second finds the column
 * already null. The audit entries (no user) and the cache notice commit with the change; then
 * the same tags a manual publish moves are invalidated here and on every instance, the sitemap
 * files included (they are kept under `projects`).
 */
export async function runScheduledChanges(db: Db, now: Date = new Date()): Promise<ScheduledChange[]> {
  let announced: Delivery = () => Promise.resolve();
  let tags: string[] = [];
  const formerSlugs: string[] = [];
  const unusedFiles: string[] = [];
  const changes = await db.transaction(async (tx) => {
    const row = { id: projects.id, slug: projects.slug, title: projects.title };
    const published = await tx.update(projects).set({ published: true, publishAt: null }).where(lte(projects.publishAt, now)).returning(row);
    // Each one published keeps its version in its history (no person published it).
    for (const project of published) unusedFiles.push(...(await recordRevision(tx, project.id, null)));
    const withdrawn = await tx.update(projects).set({ published: false, unpublishAt: null }).where(lte(projects.unpublishAt, now)).returning(row);
    // A withdrawn project takes back its unpublished changes (src/drafts/publish.ts), maybe a new slug.
    for (const project of withdrawn) {
      const folded = await foldWorkingCopy(tx, project.id);
      if (!folded) continue;
      project.slug = folded.slug;
      project.title = folded.title;
      formerSlugs.push(folded.previousSlug);
      unusedFiles.push(...folded.fileUrls);
    }
    const done: ScheduledChange[] = [
      ...published.map((p) => ({ ...p, action: "project.scheduled-publish" as const })),
      ...withdrawn.map((p) => ({ ...p, action: "project.scheduled-unpublish" as const })),
    ];
    if (!done.length) return done;
    await tx
      .insert(auditLog)
      .values(done.map((p) => ({ userId: null, action: p.action, entity: "project", entityId: p.id, details: { slug: p.slug, title: p.title } })));
    tags = [cacheTags.projects, ...new Set([...done.map((p) => p.slug), ...formerSlugs].map(cacheTags.project))];
    announced = await announceInvalidation(tx, tags);
    return done;
  });
  if (!changes.length) return changes;
  invalidateLocalTags(...tags);
  await announced();
  if (unusedFiles.length) await removeStoredFiles(db, unusedFiles);
  return changes;
}

/**
 * Runs the passes: once at start, then every 30 s. A pass still running when the next is due is
 * not doubled; errors are only logged. `once` makes a pass run on one instance at a time.
 */
export function scheduleProjectPublishing(db: Db, once: SiteLockRunner = runHere): () => void {
  return runPeriodically(INTERVAL_MS, "[projects] scheduled publishing pass failed", async () => {
    const attempt = await once(() => runScheduledChanges(db));
    for (const change of attempt.ran ? attempt.value : []) console.info(`[projects] ${change.action}: ${change.slug}`);
  });
}
