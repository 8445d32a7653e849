import "server-only";
import { adminRead } from "@/admin/action";
import { countByFilter, countUnreadMessages, listMessagesPage, listNewestUnread, newestMessageAt } from "./service";
import type { InboxFilter } from "./validation";
import { formatMessageDate } from "./message-date";
import { MAX_NOTIFICATION_ATTEMPTS } from "./notification";
import { photosOfLeads, type LeadPhoto } from "@/leads/photo-files";

export type InboxMessage = {
  id: string;
  name: string;
  /** null: a lead typed in from a phone call. */
  email: string | null;
  phone: string | null;
  subject: string;
  message: string;
  status: string;
  receivedAt: string;
  /** The data-protection notice the sender was shown (null: sent before it existed) and whether they ticked the commercial-messages box. */
  consent: { noticeVersion: string | null; marketing: boolean };
  notification: { status: string; attempts: number; maxAttempts: number; error: string | null; nextAttemptAt: string | null };
};

export type Inbox = {
  messages: InboxMessage[];
  /** The quote requests' photos by message id, drawn by the server beside each card (never part of the card's props). */
  photos: ReadonlyMap<string, LeadPhoto[]>;
  /** Messages per filter (`todos` is the inbox's total). */
  counts: Record<InboxFilter, number>;
  page: number;
  pages: number;
  /** The newest message time the current filter shows: 'Eliminar todos' stops there. */
  newestAt: string | null;
};

/** One page of the inbox for admins, newest first, narrowed to one status by the filter. */
export async function loadInbox(filter: InboxFilter, page: number): Promise<Inbox> {
  return adminRead("enquiries", async (db, user) => {
    const [counts, list, newestAt] = await Promise.all([countByFilter(db), listMessagesPage(db, filter, page), newestMessageAt(db, filter)]);
    // The page's quote requests' photos, in one query.
    const photos = await photosOfLeads(
      db,
      list.rows.filter((r) => r.source === "quote").map((r) => r.id),
    );
    return {
      counts,
      newestAt,
      photos,
      page: list.page,
      pages: list.pages,
      messages: list.rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        subject: r.subject,
        message: r.message,
        status: r.status,
        receivedAt: formatMessageDate(r.createdAt, user.locale),
        consent: { noticeVersion: r.noticeVersion, marketing: r.marketingConsent },
        notification: {
          status: r.notificationStatus,
          attempts: r.notificationAttempts,
          maxAttempts: MAX_NOTIFICATION_ATTEMPTS,
          error: r.notificationError,
          nextAttemptAt: r.notificationNextAttemptAt ? formatMessageDate(r.notificationNextAttemptAt, user.locale) : null,
        },
      })),
    };
  });
}

/** The sidebar's badge stops counting here and shows "99+". */
export const UNREAD_BADGE_CAP = 100;

/** Unread messages for the sidebar's badge, counted up to UNREAD_BADGE_CAP; enquiry roles only. */
export async function countUnreadForBadge(): Promise<number> {
  return adminRead("enquiries", (db) => countUnreadMessages(db, UNREAD_BADGE_CAP));
}

export type UnreadSummary = {
  count: number;
  newest: { id: string; name: string; subject: string; receivedAt: string; receivedIso: string }[];
};

/** The dashboard's waiting enquiries: how many are unread and the newest few; enquiry roles only. */
export async function loadUnreadSummary(limit = 5): Promise<UnreadSummary> {
  return adminRead("enquiries", async (db, user) => {
    const [count, rows] = await Promise.all([countUnreadMessages(db), listNewestUnread(db, limit)]);
    return {
      count,
      newest: rows.map((r) => ({
        id: r.id,
        name: r.name,
        subject: r.subject,
        receivedAt: formatMessageDate(r.createdAt, user.locale),
        receivedIso: r.createdAt.toISOString(),
      })),
    };
  });
}
