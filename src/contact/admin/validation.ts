import { z } from "zod";

/** States an admin can put a message in ('new' is also what the public form stores). */
export const MESSAGE_STATUSES = ["new", "read", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageIdSchema = z.object({ id: z.uuid() });
export const messageStatusSchema = z.object({ id: z.uuid(), status: z.enum(MESSAGE_STATUSES) });
/** The ids the admin saw when confirming: a message that arrives meanwhile is not deleted unseen. */
export const deleteAllSchema = z.object({ ids: z.array(z.uuid()).min(1).max(10_000) });

/** The inbox filter, from the `estado` query parameter. */
export const INBOX_FILTERS = { todos: null, nuevos: "new", leidos: "read", archivados: "archived" } as const;
export type InboxFilter = keyof typeof INBOX_FILTERS;

export function parseInboxFilter(value: string | string[] | undefined): InboxFilter {
  const v = Array.isArray(value) ? value[0] : value;
  return v && v in INBOX_FILTERS ? (v as InboxFilter) : "todos";
}
