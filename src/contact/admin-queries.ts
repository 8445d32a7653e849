import "server-only";
import { adminRead } from "@/admin/action";
import { effectiveStatus, listMessages } from "./admin/service";
import { INBOX_FILTERS, type InboxFilter } from "./admin/validation";
import { formatMessageDate } from "./message-date";
import { MAX_NOTIFICATION_ATTEMPTS } from "./notification";

export type InboxMessage = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  receivedAt: string;
  notification: { status: string; attempts: number; maxAttempts: number; error: string | null; nextAttemptAt: string | null };
};

export type Inbox = {
  messages: InboxMessage[];
  /** Every message's id, whatever the filter: what 'Eliminar todos' deletes. */
  allIds: string[];
  counts: Record<InboxFilter, number>;
};

/** The inbox for admins: all messages newest first, narrowed to one status by the filter. */
export async function loadInbox(filter: InboxFilter): Promise<Inbox> {
  const rows = await adminRead((db) => listMessages(db));
  const counts: Record<InboxFilter, number> = { todos: rows.length, nuevos: 0, leidos: 0, archivados: 0 };
  for (const row of rows) {
    const status = effectiveStatus(row.status);
    for (const [key, value] of Object.entries(INBOX_FILTERS)) if (value === status) counts[key as InboxFilter]++;
  }
  const wanted = INBOX_FILTERS[filter];
  return {
    allIds: rows.map((r) => r.id),
    counts,
    messages: rows
      .filter((r) => wanted === null || effectiveStatus(r.status) === wanted)
      .map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        status: r.status,
        receivedAt: formatMessageDate(r.createdAt),
        notification: {
          status: r.notificationStatus,
          attempts: r.notificationAttempts,
          maxAttempts: MAX_NOTIFICATION_ATTEMPTS,
          error: r.notificationError,
          nextAttemptAt: r.notificationNextAttemptAt ? formatMessageDate(r.notificationNextAttemptAt) : null,
        },
      })),
  };
}
