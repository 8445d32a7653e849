import { inArray, sql, type SQL } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { photoKeysOf } from "./photo-files";

/**
 * Erasing leads for good: the rows (their timeline and photo rows go with them, by cascade) in the
 * caller's transaction, then the photo files once it has committed. Used by an erasure on request
 * (the privacy screen) and by the retention job (./retention.ts).
 */

/** The leads of one e-mail address, case-insensitive, on the lower(email) index; blocked ones included. */
export function leadsOfEmail(email: string): SQL {
  return sql`lower(${contactMessages.email}) = lower(${email})`;
}

/**
 * Deletes these leads with their timeline and photo rows; the photos' storage keys come back, to
 * be removed with `deletePhotoFiles` (./photo-files.ts) after the commit (a rolled-back erasure must keep its files).
 */
export async function deleteLeads(tx: Queryable, ids: readonly string[]): Promise<{ deleted: number; keys: string[] }> {
  if (ids.length === 0) return { deleted: 0, keys: [] };
  const keys = await photoKeysOf(tx, ids);
  const gone = await tx
    .delete(contactMessages)
    .where(inArray(contactMessages.id, [...ids]))
    .returning({ id: contactMessages.id });
  return { deleted: gone.length, keys };
}

/**
 * Erasure on request: every lead of the address, blocked or not, won or not (the person's right
 * covers them all; the company keeps what the law obliges in its invoices, not here). The rows are
 * locked first, so a concurrent retention pass or second erasure never deletes them twice.
 */
export async function eraseLeadsOfEmail(tx: Queryable, email: string): Promise<{ erased: number; keys: string[] }> {
  const rows = await tx.select({ id: contactMessages.id }).from(contactMessages).where(leadsOfEmail(email)).for("update");
  const { deleted, keys } = await deleteLeads(
    tx,
    rows.map((r) => r.id),
  );
  return { erased: deleted, keys };
}
