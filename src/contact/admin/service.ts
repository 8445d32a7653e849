import { desc, eq, inArray } from "drizzle-orm";
import type { Db, Tx } from "@/db/client";
import { contactMessages } from "@/db/schema";
import type { MessageStatus } from "./validation";

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export class MessageNotFoundError extends Error {
  constructor() {
    super("El mensaje ya no existe.");
    this.name = "MessageNotFoundError";
  }
}

/** Every message, newest first (spec §7). */
export function listMessages(db: Db | Tx): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/** Status of a stored message as the filters see it: empty counts as new (spec: badge 'Nuevo'). */
export const effectiveStatus = (status: string | null | undefined) => (status ? status : "new");

export async function setMessageStatus(tx: Tx, id: string, status: MessageStatus): Promise<ContactMessageRow> {
  const [row] = await tx.update(contactMessages).set({ status }).where(eq(contactMessages.id, id)).returning();
  if (!row) throw new MessageNotFoundError();
  return row;
}

export async function deleteMessage(tx: Tx, id: string): Promise<ContactMessageRow> {
  const [row] = await tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
  if (!row) throw new MessageNotFoundError();
  return row;
}

/** Deletes the given messages (the ones the admin confirmed); returns how many went. */
export async function deleteMessages(tx: Tx, ids: readonly string[]): Promise<number> {
  const rows = await tx.delete(contactMessages).where(inArray(contactMessages.id, [...ids])).returning({ id: contactMessages.id });
  return rows.length;
}
