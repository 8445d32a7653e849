import "server-only";
import { asc, eq, sql } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { heroImages } from "@/db/schema";
import { Refusal } from "@/lib/refusal";
import { unusedStoredFiles } from "@/media/stored-files";
import { t } from "@/i18n/current";
import type { TranslatedLocale } from "@/i18n/content";
import { confirmedHeroFreshness, heroFreshness } from "./freshness";
import { heroMessages } from "./messages";
import { HERO_MIN_ORDER, type HeroImageInput, type HeroImageUpdate } from "./validation";

/**
 * Hero image writes, each taking the transaction it runs in: the admin actions wrap them in
 * `adminAction` (auth, audit, cache tags), the integration tests call them directly.
 */

export type HeroImageRow = typeof heroImages.$inferSelect;

/** A refusal the admin should read (unknown image, moving the first one up). */
export class HeroImageError extends Refusal {
  constructor(
    message: string,
    readonly reason: "not-found" | "invalid",
  ) {
    super(message, "invalid");
  }
}

/**
 * The list order, the same as the public hero's: order_index, then the older image first,
 * then id, so equal orders (moving only shifts by one) keep a stable place.
 */
export const heroListOrder = [asc(heroImages.orderIndex), asc(heroImages.createdAt), asc(heroImages.id)];

export function listHeroImages(db: Queryable): Promise<HeroImageRow[]> {
  return db
    .select()
    .from(heroImages)
    .orderBy(...heroListOrder);
}

async function lockRow(db: Queryable, id: string): Promise<HeroImageRow> {
  const [row] = await db.select().from(heroImages).where(eq(heroImages.id, id)).for("update");
  if (!row) throw new HeroImageError(t(heroMessages).notFound, "not-found");
  return row;
}

export async function createHeroImage(db: Queryable, input: HeroImageInput): Promise<HeroImageRow> {
  const texts = { title: input.title, subtitle: input.subtitle, translations: input.translations ?? {} };
  const [row] = await db
    .insert(heroImages)
    .values({ ...input, ...texts, ...heroFreshness(null, texts) })
    .returning();
  return row;
}

export type HeroImageChange = { row: HeroImageRow; fileUrls: string[] };

/** Replacing the picture leaves the old stored file behind: returned when nothing else uses it. */
export async function updateHeroImage(db: Queryable, id: string, input: HeroImageUpdate): Promise<HeroImageChange> {
  const current = await lockRow(db, id);
  // No translations sent (null): the stored ones stay.
  const { translations, ...fields } = input;
  const texts = { title: fields.title, subtitle: fields.subtitle, translations: translations ?? current.translations };
  const [row] = await db
    .update(heroImages)
    .set({ ...fields, ...texts, ...heroFreshness(current, texts) })
    .where(eq(heroImages.id, id))
    .returning();
  const fileUrls = current.imageUrl !== row.imageUrl ? await unusedStoredFiles(db, [current.imageUrl]) : [];
  return { row, fileUrls };
}

/** "Confirmar" for one language: the image's translations stay and count as made from the Spanish stored now. */
export async function confirmHeroTranslation(db: Queryable, id: string, locale: TranslatedLocale): Promise<HeroImageRow> {
  const current = await lockRow(db, id);
  const [row] = await db.update(heroImages).set(confirmedHeroFreshness(current, locale)).where(eq(heroImages.id, id)).returning();
  return row;
}

export async function setHeroImageActive(db: Queryable, id: string, isActive: boolean): Promise<HeroImageRow> {
  await lockRow(db, id);
  const [row] = await db.update(heroImages).set({ isActive }).where(eq(heroImages.id, id)).returning();
  return row;
}

/**
 * Spec §4: up lowers order_index by 1 (refused at the minimum, 1), down raises it by 1 with
 * no upper bound. It does not swap with a neighbour: ties are ordered by `heroListOrder`.
 */
export async function moveHeroImage(db: Queryable, id: string, direction: "up" | "down"): Promise<HeroImageRow> {
  const current = await lockRow(db, id);
  if (direction === "up" && current.orderIndex <= HERO_MIN_ORDER) throw new HeroImageError(t(heroMessages).alreadyFirst, "invalid");
  const delta = direction === "up" ? -1 : 1;
  const [row] = await db
    .update(heroImages)
    .set({ orderIndex: sql`${heroImages.orderIndex} + ${delta}` })
    .where(eq(heroImages.id, id))
    .returning();
  return row;
}

export type HeroImageDeletion = { id: string; title: string; fileUrls: string[] };

/** Deletes the row; returns its stored file when nothing else shows it (remove after commit). */
export async function deleteHeroImage(db: Queryable, id: string): Promise<HeroImageDeletion> {
  const [row] = await db.delete(heroImages).where(eq(heroImages.id, id)).returning();
  if (!row) throw new HeroImageError(t(heroMessages).notFound, "not-found");
  return { id: row.id, title: row.title, fileUrls: await unusedStoredFiles(db, [row.imageUrl]) };
}
