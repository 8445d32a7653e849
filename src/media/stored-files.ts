import "server-only";
import { inArray, or, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { aboutGallery, heroImages, projectContentBlocks, projectImages, projectRevisions, projects, projectVideos, siteSettings } from "@/db/schema";
import { deleteImageFiles } from "@/platform/images";
import { getStorage, keyFromMediaUrl, type Storage } from "@/platform/storage";

/**
 * Which stored files (`/media/…`) are still shown somewhere, and removing the ones nothing
 * shows any more. Shared by every domain that deletes or replaces an image: a file may be
 * used twice (a hero image reused as a project cover), so a delete only removes it when no
 * other row points at it.
 */

/** Every stored-file URL (`/media/…`) inside a value of any shape (e.g. a block's content). */
export function mediaUrlsIn(value: unknown, out: Set<string>): void {
  if (typeof value === "string") {
    if (keyFromMediaUrl(value)) out.add(value);
  } else if (Array.isArray(value)) {
    for (const item of value) mediaUrlsIn(item, out);
  } else if (value && typeof value === "object") {
    for (const item of Object.values(value)) mediaUrlsIn(item, out);
  }
}

/**
 * Of `urls`, those something still shows: a project, a block, a hero or About image, the logo,
 * or a kept version of a project's history (src/revisions/), which may be restored.
 */
export async function urlsStillUsed(db: Queryable, urls: string[]): Promise<Set<string>> {
  if (urls.length === 0) return new Set();
  const inBlocks: SQL = or(...urls.map((u) => sql`position(${u} in ${projectContentBlocks.content}::text) > 0`))!;
  const wanted = sql`array[${sql.join(
    urls.map((u) => sql`${u}`),
    sql`, `,
  )}]::text[]`;
  const [covers, images, videos, blocks, heroes, about, logos, revisions] = await Promise.all([
    db.select({ url: projects.coverImage }).from(projects).where(inArray(projects.coverImage, urls)),
    db.select({ url: projectImages.imageUrl }).from(projectImages).where(inArray(projectImages.imageUrl, urls)),
    db.select({ url: projectVideos.videoUrl }).from(projectVideos).where(inArray(projectVideos.videoUrl, urls)),
    db.select({ content: projectContentBlocks.content }).from(projectContentBlocks).where(inBlocks),
    db.select({ url: heroImages.imageUrl }).from(heroImages).where(inArray(heroImages.imageUrl, urls)),
    db.select({ url: aboutGallery.imageUrl }).from(aboutGallery).where(inArray(aboutGallery.imageUrl, urls)),
    db.select({ url: siteSettings.logoUrl }).from(siteSettings).where(inArray(siteSettings.logoUrl, urls)),
    // `&&` is what the GIN index on media_urls answers; the matching URLs alone come back.
    db.execute(sql`
      select distinct u.url from ${projectRevisions} r, unnest(r.media_urls) as u(url)
      where r.media_urls && ${wanted} and u.url = any(${wanted})`) as unknown as Promise<{ rows: { url: string }[] }>,
  ]);
  const used = new Set<string>();
  for (const row of [...covers, ...images, ...videos, ...heroes, ...about, ...logos, ...revisions.rows]) if (row.url) used.add(row.url);
  const blockUrls = new Set<string>();
  for (const block of blocks) mediaUrlsIn(block.content, blockUrls);
  for (const url of blockUrls) used.add(url);
  return used;
}

/**
 * Of these URLs, the stored files nothing uses any more (external URLs are never ours).
 * Call it inside the transaction, after the rows that pointed at them are gone.
 */
export async function unusedStoredFiles(db: Queryable, urls: Iterable<string | null | undefined>): Promise<string[]> {
  const candidates = [...new Set([...urls].filter((u): u is string => !!u && !!keyFromMediaUrl(u)))];
  const used = await urlsStillUsed(db, candidates);
  return candidates.filter((url) => !used.has(url));
}

/**
 * Removes stored files (and, for images, their media_assets row and variants). Failures are
 * logged as warnings (spec §7): an orphan file is harmless, a failed delete action is not.
 * Run it once the transaction that dropped the rows has committed.
 */
export async function removeStoredFiles(db: Queryable, urls: readonly string[], storage: Storage = getStorage()) {
  await Promise.all(
    urls.map(async (url) => {
      try {
        await deleteImageFiles(url, db, storage);
      } catch (err) {
        console.warn(`[media] could not remove stored file ${url}:`, err);
      }
    }),
  );
}
