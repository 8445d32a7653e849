import "server-only";
import { and, asc, count, eq, inArray, isNull, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { contactMessages, leadPhotos } from "@/db/schema";
import { logFailure } from "@/lib/failure-log";
import { getStorage, type Storage } from "@/platform/storage";

/**
 * A lead's photo files, apart from src/leads/photos.ts (which loads sharp and busboy): what the
 * inbox's deletes and the notification need. The rows go with their lead (cascade); the files
 * only go when code deletes them, after the transaction that deleted the rows has committed.
 */

/** The private folder of every lead's photos (src/platform/storage/keys.ts keeps it off `/media/*`). */
export const LEADS_PREFIX = "leads/";
export const isLeadPhotoKey = (key: string) => key.startsWith(LEADS_PREFIX);

/** Files deleted at once: a large 'Eliminar todos' goes through its photos a batch at a time. */
const DELETE_BATCH = 20;

export type LeadPhoto = { id: string; width: number; height: number; position: number };

/** The staff-only address of a lead's photo (src/app/api/admin/leads/[id]/photos/[photoId]/route.ts). */
export const leadPhotoHref = (messageId: string, photoId: string) => `/api/admin/leads/${messageId}/photos/${photoId}`;

/**
 * The photos of a page's leads in one query (the inbox shows 20 cards, a lead's page one), each
 * lead's in the order they were sent; none for a blocked lead.
 */
export async function photosOfLeads(db: Queryable, messageIds: readonly string[]): Promise<Map<string, LeadPhoto[]>> {
  const byLead = new Map<string, LeadPhoto[]>();
  if (messageIds.length === 0) return byLead;
  const rows = await db
    .select({ messageId: leadPhotos.messageId, id: leadPhotos.id, width: leadPhotos.width, height: leadPhotos.height, position: leadPhotos.position })
    .from(leadPhotos)
    .innerJoin(contactMessages, eq(contactMessages.id, leadPhotos.messageId))
    .where(and(inArray(leadPhotos.messageId, [...messageIds]), isNull(contactMessages.blockedAt)))
    .orderBy(asc(leadPhotos.messageId), asc(leadPhotos.position), asc(leadPhotos.id));
  for (const { messageId, ...photo } of rows) {
    const photos = byLead.get(messageId);
    if (photos) photos.push(photo);
    else byLead.set(messageId, [photo]);
  }
  return byLead;
}

/** How many photos a lead has (its notification says so). */
export async function countLeadPhotos(db: Queryable, messageId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(leadPhotos).where(eq(leadPhotos.messageId, messageId));
  return row?.n ?? 0;
}

/** The storage keys of the photos of these leads (read before their rows go with the leads). */
export async function photoKeysOf(db: Queryable, messageIds: readonly string[]): Promise<string[]> {
  if (messageIds.length === 0) return [];
  const rows = await db
    .select({ key: leadPhotos.storageKey })
    .from(leadPhotos)
    .where(inArray(leadPhotos.messageId, [...messageIds]));
  return rows.map((row) => row.key);
}

/** The storage keys of the photos of every lead `where` selects (an inbox filter), read before a delete by the same filter. */
export async function photoKeysWhere(db: Queryable, where: SQL | undefined): Promise<string[]> {
  const rows = await db
    .select({ key: leadPhotos.storageKey })
    .from(leadPhotos)
    .innerJoin(contactMessages, eq(contactMessages.id, leadPhotos.messageId))
    .where(where);
  return rows.map((row) => row.key);
}

/**
 * Photo files no lead holds, older than `maxAgeMs`: left by a process that stopped between
 * storing a request's photos and writing its lead, or by a delete whose files could not all be
 * removed. Younger files may belong to a request still being received. One listing of `leads/`,
 * one query per batch of folders; the files deleted a batch at a time. Returns how many went.
 */
export async function sweepOrphanLeadPhotos(db: Queryable, maxAgeMs: number, storage: Storage = getStorage(), now = new Date()): Promise<number> {
  const cutoff = now.getTime() - maxAgeMs;
  const byLead = new Map<string, string[]>();
  for (const object of await storage.list(LEADS_PREFIX)) {
    if (object.lastModified.getTime() > cutoff) continue;
    const id = object.key.slice(LEADS_PREFIX.length).split("/")[0];
    byLead.set(id, [...(byLead.get(id) ?? []), object.key]);
  }
  const ids = [...byLead.keys()];
  const orphaned: string[] = [];
  for (let i = 0; i < ids.length; i += 500) {
    const batch = ids.slice(i, i + 500).filter((id) => UUID.test(id));
    const held = new Set(
      batch.length === 0
        ? []
        : (await db.select({ id: contactMessages.id }).from(contactMessages).where(inArray(contactMessages.id, batch))).map((row) => row.id),
    );
    for (const id of ids.slice(i, i + 500)) if (!held.has(id)) orphaned.push(...byLead.get(id)!);
  }
  await deletePhotoFiles(orphaned, storage);
  return orphaned.length;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Deletes photo files, a batch at a time, and says how many went. One that cannot be deleted is
 * logged (by key, which names no person), never a reason to fail the caller: an orphan private
 * file is never served and the hourly sweep retries it; a failed erasure would be worse.
 */
export async function deletePhotoFiles(keys: readonly string[], storage: Storage = getStorage()): Promise<number> {
  const own = keys.filter(isLeadPhotoKey);
  let deleted = 0;
  for (let i = 0; i < own.length; i += DELETE_BATCH) {
    await Promise.all(
      own.slice(i, i + DELETE_BATCH).map((key) =>
        storage.delete(key).then(
          () => deleted++,
          (err: unknown) => logFailure("warn", "[leads] could not delete a photo file", err, { key }),
        ),
      ),
    );
  }
  return deleted;
}

/**
 * The photo files a delete leaves behind, held between the transaction and its after-commit step.
 * Keyed by the action's result object: the keys stay on the server (the result goes to the browser).
 */
const pending = new WeakMap<object, string[]>();

export function holdPhotoKeys<T extends object>(result: T, keys: string[]): T {
  if (keys.length > 0) pending.set(result, keys);
  return result;
}

/** Deletes the files held for `result`, if any (an action's `afterCommit`). */
export async function deleteHeldPhotoFiles(result: object): Promise<void> {
  const keys = pending.get(result);
  pending.delete(result);
  if (keys) await deletePhotoFiles(keys);
}
