import { sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import type { MediaVariant } from "@/db/schema";
import { discardVariantFiles, portraitWidths, storePortraitVariants } from "@/platform/images";
import { getStorage, readObject, type Storage } from "@/platform/storage";

/**
 * `npm run media:portraits`: adds the portrait crop (docs/decisions/0014-portrait-crops-for-hero-images.md)
 * to images stored before it existed, for the ones a hero may draw: hero slides, project covers
 * and every project image (any can become the cover). Idempotent (an image that has its crop, or
 * gets none, is left alone) and paginated in SQL: a page of rows at a time, by URL.
 */

export type BackfillResult = { examined: number; cropped: number; skipped: number; failed: number };

type Candidate = { url: string; storageKey: string; width: number | null; height: number | null };

const PAGE = 20;

/** One page of hero/project images without a portrait crop, after `after` in URL order. */
async function candidates(db: Queryable, after: string, limit: number): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select m.url, m.storage_key as "storageKey", m.width, m.height
    from media_assets m
    where m.url > ${after}
      and not exists (select 1 from jsonb_array_elements(m.variants) v where v->>'crop' = 'portrait')
      -- one set of the URLs a hero may draw, hashed once (per-row EXISTS would scan unindexed columns per row)
      and m.url in (
        select image_url from hero_images
        union select image_url from project_images
        union select cover_image from projects where cover_image is not null)
    order by m.url
    limit ${limit}`);
  return (result as unknown as { rows: Candidate[] }).rows;
}

/** Adds the variants unless the row already has a crop (another run) or is gone; false then. */
async function addToRow(db: Queryable, url: string, variants: MediaVariant[]): Promise<boolean> {
  const result = await db.execute(sql`
    update media_assets set variants = variants || ${JSON.stringify(variants)}::jsonb
    where url = ${url}
      and not exists (select 1 from jsonb_array_elements(variants) v where v->>'crop' = 'portrait')
    returning url`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}

export async function backfillPortraits(
  db: Queryable,
  options: { storage?: Storage; pageSize?: number; log?: (message: string) => void } = {},
): Promise<BackfillResult> {
  const storage = options.storage ?? getStorage();
  const log = options.log ?? (() => {});
  const totals: BackfillResult = { examined: 0, cropped: 0, skipped: 0, failed: 0 };
  let after = "";
  for (;;) {
    const page = await candidates(db, after, options.pageSize ?? PAGE);
    if (page.length === 0) return totals;
    after = page[page.length - 1].url;
    for (const asset of page) {
      totals.examined++;
      // Known sizes that get no crop (tall or tiny) are not even read.
      if (asset.width && asset.height && portraitWidths(asset.width, asset.height).length === 0) {
        totals.skipped++;
        continue;
      }
      try {
        const original = await readObject(storage, asset.storageKey);
        if (!original) throw new Error("original missing from storage");
        const variants = await storePortraitVariants(original, asset.storageKey, storage);
        if (variants.length === 0) totals.skipped++;
        else if (await addToRow(db, asset.url, variants)) totals.cropped++;
        else {
          await discardVariantFiles(variants, storage);
          totals.skipped++;
        }
      } catch (err) {
        totals.failed++;
        log(`could not crop ${asset.url}: ${err instanceof Error ? err.message : String(err)}`);
      }
    }
    log(`${totals.examined} examined, ${totals.cropped} cropped`);
  }
}
