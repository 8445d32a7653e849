import "server-only";
import { asc, count, eq, max, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { aboutGallery } from "@/db/schema";
import { Refusal } from "@/lib/refusal";
import { unusedStoredFiles } from "@/media/stored-files";
import { t } from "@/i18n/current";
import type { TranslatedLocale } from "@/i18n/content";
import { aboutFreshness, confirmedAboutFreshness } from "./freshness";
import { aboutMessages } from "./messages";
import { ABOUT_MIN_ORDER, type AddAboutImageInput, type UpdateAboutImageInput } from "./validation";

/**
 * About gallery writes, each taking the transaction it runs in: the admin actions wrap them
 * in `adminAction` (auth, audit, cache tags), the integration tests call them directly.
 */

export type AboutImageRow = typeof aboutGallery.$inferSelect;

export class AboutImageError extends Refusal {
  constructor(
    message: string,
    readonly reason: "not-found" | "stale",
  ) {
    super(message, reason === "stale" ? "conflict" : "invalid");
  }
}

// Serialises the writes that read the whole gallery (new order = max + 1, reorder) so two
// uploads finishing together cannot both take the same number. Any constant key works.
const GALLERY_LOCK = 0x61626f75; // "abou"

async function lockGallery(db: Queryable) {
  await db.execute(sql`select pg_advisory_xact_lock(${GALLERY_LOCK})`);
}

/** The list order, the same as the public carousel's: order_index, then the older image, then id. */
export const aboutListOrder = [asc(aboutGallery.orderIndex), asc(aboutGallery.createdAt), asc(aboutGallery.id)];

export function listAboutImages(db: Queryable): Promise<AboutImageRow[]> {
  return db
    .select()
    .from(aboutGallery)
    .orderBy(...aboutListOrder);
}

/** Spec §4: a new upload goes last, at the maximum order + 1 (or 1 in an empty gallery), active. */
export async function addAboutImage(db: Queryable, input: AddAboutImageInput): Promise<AboutImageRow> {
  await lockGallery(db);
  const [{ top }] = await db.select({ top: max(aboutGallery.orderIndex) }).from(aboutGallery);
  const orderIndex = top === null ? ABOUT_MIN_ORDER : Math.max(top + 1, ABOUT_MIN_ORDER);
  const [row] = await db.insert(aboutGallery).values({ imageUrl: input.imageUrl, altText: input.altText, orderIndex, isActive: true }).returning();
  return row;
}

async function lockImage(db: Queryable, id: string): Promise<AboutImageRow> {
  const [row] = await db.select().from(aboutGallery).where(eq(aboutGallery.id, id)).for("update");
  if (!row) throw new AboutImageError(t(aboutMessages).notFound, "not-found");
  return row;
}

export async function updateAboutImage(db: Queryable, input: UpdateAboutImageInput): Promise<AboutImageRow> {
  const { id, translations, ...fields } = input;
  const current = await lockImage(db, id);
  // Fields not sent stay as stored (translations too); a Spanish edit leaves the stored ones to review.
  const texts = { altText: fields.altText ?? current.altText, translations: translations ?? current.translations };
  const [row] = await db
    .update(aboutGallery)
    .set({ ...fields, ...texts, ...aboutFreshness(current, texts) })
    .where(eq(aboutGallery.id, id))
    .returning();
  return row;
}

/** "Confirmar" for one language: the image's alt text translation stays and counts as made from the Spanish stored now. */
export async function confirmAboutTranslation(db: Queryable, id: string, locale: TranslatedLocale): Promise<AboutImageRow> {
  const current = await lockImage(db, id);
  const [row] = await db.update(aboutGallery).set(confirmedAboutFreshness(current, locale)).where(eq(aboutGallery.id, id)).returning();
  return row;
}

/**
 * Spec §4: the gallery in its new order, renumbered 1, 2, 3… The batch must name every image
 * exactly once: an unknown id (deleted meanwhile) or a missing one (uploaded meanwhile)
 * refuses the whole batch, and the transaction leaves every order as it was.
 */
export async function reorderAboutImages(db: Queryable, ids: readonly string[]): Promise<{ count: number }> {
  if (new Set(ids).size !== ids.length) throw new AboutImageError(t(aboutMessages).staleOrder, "stale");
  await lockGallery(db);
  for (const [i, id] of ids.entries()) {
    const updated = await db
      .update(aboutGallery)
      .set({ orderIndex: ABOUT_MIN_ORDER + i })
      .where(eq(aboutGallery.id, id))
      .returning({ id: aboutGallery.id });
    // Rows already renumbered are rolled back with the transaction.
    if (updated.length === 0) throw new AboutImageError(t(aboutMessages).notFound, "not-found");
  }
  const [{ total }] = await db.select({ total: count() }).from(aboutGallery);
  if (total !== ids.length) throw new AboutImageError(t(aboutMessages).staleOrder, "stale");
  return { count: ids.length };
}

export type AboutImageDeletion = { id: string; fileUrls: string[] };

/** Deletes the row; returns its stored file when nothing else shows it (remove after commit). */
export async function deleteAboutImage(db: Queryable, id: string): Promise<AboutImageDeletion> {
  const [row] = await db.delete(aboutGallery).where(eq(aboutGallery.id, id)).returning();
  if (!row) throw new AboutImageError(t(aboutMessages).notFound, "not-found");
  return { id: row.id, fileUrls: await unusedStoredFiles(db, [row.imageUrl]) };
}
