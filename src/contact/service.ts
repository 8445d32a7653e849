import "server-only";
import { and, count, desc, eq, getTableColumns, inArray, isNull, lte, sql, type SQL } from "drizzle-orm";
import { newestFirst, readPage, type Page } from "@/admin/list-query";
import type { Db, Queryable, Tx } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { t } from "@/i18n/current";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";
import { Refusal } from "@/lib/refusal";
import { localizedIssues } from "@/i18n/zod-issues";
import { consumeRateLimit } from "@/platform/rate-limit";
import { contactFormCatalogue, contactSchema, INBOX_FILTERS, INBOX_PAGE_SIZE, type InboxFilter, type MessageStatus } from "./validation";
import { readEnv } from "@/env";
import { inboxMessages } from "./admin/messages";
import { CONTACT_NOTICE_VERSION } from "./notice";

export type ContactResult = { ok: true } | { ok: false; error: string; fieldErrors?: Record<string, string> };

const limit = () => readEnv("CONTACT_RATE_LIMIT");
const WINDOW_MS = 10 * 60 * 1000;

export type AcceptOptions = {
  /** Called with the new row's id once it is stored (the action schedules the email from here). */
  onStored?: (id: string) => void;
};

/**
 * Text normalised (as every admin action's is), honeypot, validation, per-IP rate limit, then the
 * row is stored with status 'new', the notice version the sender was shown and their choice for
 * commercial messages, and its notification email pending: the email is sent later and can
 * never cost the visitor a message.
 */
export async function acceptContactMessage(db: Db, input: unknown, ip: string, options: AcceptOptions = {}): Promise<ContactResult> {
  const raw = normalizeInput((input && typeof input === "object" ? input : {}) as Record<string, unknown>);
  // Bots fill every field; people never see this one. Pretend success, store nothing.
  if (typeof raw.website === "string" && raw.website.trim() !== "") return { ok: true };

  const parsed = contactSchema.safeParse(raw, { error: localizedIssues });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, error: Object.values(fieldErrors)[0] ?? t(contactFormCatalogue).requiredText, fieldErrors };
  }

  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimit(`contact:${ip}`, limit(), WINDOW_MS, db));
  } catch (err) {
    // The failed query holds the visitor's address: only its summary is logged.
    logFailure("error", "[contact] could not check the rate limit", err);
    return { ok: false, error: t(contactFormCatalogue).errorRetry };
  }
  if (!allowed) return { ok: false, error: t(contactFormCatalogue).rateLimited };

  const { phone, marketing, ...fields } = parsed.data;
  let id: string;
  try {
    [{ id }] = await db
      .insert(contactMessages)
      .values({
        ...fields,
        phone: phone || null,
        // The proof of what the sender was told and chose; the row's created_at is when.
        noticeVersion: CONTACT_NOTICE_VERSION,
        marketingConsent: marketing,
        status: "new",
        notificationStatus: "pending",
        notificationNextAttemptAt: new Date(),
      })
      .returning({ id: contactMessages.id });
  } catch (err) {
    // Not the error itself: a failed query's text carries the visitor's whole message.
    logFailure("error", "[contact] could not store message", err);
    return { ok: false, error: t(contactFormCatalogue).errorRetry };
  }
  options.onStored?.(id);
  return { ok: true };
}

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export class MessageNotFoundError extends Refusal {
  constructor() {
    super(t(inboxMessages).notFound, "invalid");
  }
}

/** Every message, newest first (spec §7). Tests only: the inbox reads a page at a time. */
export function listMessages(db: Queryable): Promise<ContactMessageRow[]> {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt), desc(contactMessages.id));
}

/**
 * A lead blocked by the retention job (src/leads/retention.ts) is kept only in case a claim
 * comes, until it is erased: staff never see it, in any list, count or action of the inbox.
 */
const notBlocked = () => isNull(contactMessages.blockedAt);

/** The SQL for a filter: an empty status counts as new, like the 'Nuevo' badge. */
export function inboxWhere(filter: InboxFilter): SQL | undefined {
  const status = INBOX_FILTERS[filter];
  if (status === null) return notBlocked();
  if (status === "new") return and(notBlocked(), inArray(contactMessages.status, ["new", ""]));
  return and(notBlocked(), eq(contactMessages.status, status));
}

/**
 * One page of the inbox, newest first (ties by id, so pages never overlap). The page's ids are
 * found first, reading only the index and ids, then the 20 whole rows: a deep page does not
 * carry every skipped message body through the sort.
 */
export function listMessagesPage(db: Queryable, filter: InboxFilter, page: number): Promise<Page<ContactMessageRow>> {
  const where = inboxWhere(filter);
  return readPage(
    page,
    INBOX_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(contactMessages).where(where))[0].n,
    (limit, offset) => {
      const ids = db
        .select({ id: contactMessages.id })
        .from(contactMessages)
        .where(where)
        .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id))
        .limit(limit)
        .offset(offset)
        .as("page_ids");
      return db
        .select(getTableColumns(contactMessages))
        .from(contactMessages)
        .innerJoin(ids, eq(ids.id, contactMessages.id))
        .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id));
    },
  );
}

/** How many messages each filter shows, in one grouped COUNT. */
export async function countByFilter(db: Queryable): Promise<Record<InboxFilter, number>> {
  const status = sql<string>`case when ${contactMessages.status} = '' then 'new' else ${contactMessages.status} end`;
  const rows = await db.select({ status, n: count() }).from(contactMessages).where(notBlocked()).groupBy(status);
  const counts: Record<InboxFilter, number> = { todos: 0, nuevos: 0, leidos: 0, archivados: 0 };
  for (const row of rows) {
    counts.todos += row.n;
    for (const [key, value] of Object.entries(INBOX_FILTERS)) if (value === row.status) counts[key as InboxFilter] += row.n;
  }
  return counts;
}

/** Unread messages: those the 'Nuevos' filter shows (status new, or empty as the badge reads it). */
const unread = () => inboxWhere("nuevos");

/**
 * How many messages wait unread, counted in SQL on the (status, created_at) index. With `cap`,
 * counting stops there (a sub-select with LIMIT): the sidebar, drawn on every page, needs no more
 * than "99+" and never reads the thousands of index entries a large inbox may hold.
 */
export async function countUnreadMessages(db: Queryable, cap?: number): Promise<number> {
  return (await unreadCountQuery(db, cap))[0].n;
}

/** countUnreadMessages' statement (its tests read the plan). */
export function unreadCountQuery(db: Queryable, cap?: number) {
  if (cap === undefined) return db.select({ n: count() }).from(contactMessages).where(unread());
  const first = db
    .select({ one: sql`1` })
    .from(contactMessages)
    .where(unread())
    .limit(cap)
    .as("first_unread");
  return db.select({ n: count() }).from(first);
}

export type UnreadMessage = Pick<ContactMessageRow, "id" | "name" | "subject" | "createdAt">;

/** The newest unread messages (only the columns a summary shows), newest first. */
export function listNewestUnread(db: Queryable, limit: number): Promise<UnreadMessage[]> {
  return db
    .select({ id: contactMessages.id, name: contactMessages.name, subject: contactMessages.subject, createdAt: contactMessages.createdAt })
    .from(contactMessages)
    .where(unread())
    .orderBy(...newestFirst(contactMessages.createdAt, contactMessages.id))
    .limit(limit);
}

/**
 * The newest `created_at` a filter shows, to the microsecond, as ISO text: the line
 * 'Eliminar todos' stops at, so a message that arrives after the admin looked is kept.
 */
export async function newestMessageAt(db: Queryable, filter: InboxFilter): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`to_char(max(${contactMessages.createdAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` })
    .from(contactMessages)
    .where(inboxWhere(filter));
  return row?.at ?? null;
}

/** The messages 'Eliminar todos' deletes: the filter's, none newer than `upTo` (their photos' files are read by it first). */
export const deleteAllWhere = (filter: InboxFilter, upTo: string) => and(inboxWhere(filter), lte(contactMessages.createdAt, sql`${upTo}::timestamptz`));

/**
 * 'Eliminar todos': deletes, in one statement, every message the filter shows that is not
 * newer than `upTo` (what the admin saw). Returns how many went.
 */
export async function deleteMessagesByFilter(tx: Tx, filter: InboxFilter, upTo: string): Promise<number> {
  const where = deleteAllWhere(filter, upTo);
  const result = (await tx.execute(
    sql`with gone as (delete from ${contactMessages} where ${where} returning 1) select count(*)::int as n from gone`,
  )) as unknown as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n ?? 0);
}

/** Status of a stored message as the filters see it: empty counts as new (spec: badge 'Nuevo'). */
export const effectiveStatus = (status: string | null | undefined) => (status ? status : "new");

export async function setMessageStatus(tx: Tx, id: string, status: MessageStatus): Promise<ContactMessageRow> {
  const [row] = await tx
    .update(contactMessages)
    .set({ status })
    .where(and(eq(contactMessages.id, id), notBlocked()))
    .returning();
  if (!row) throw new MessageNotFoundError();
  return row;
}

export async function deleteMessage(tx: Tx, id: string): Promise<ContactMessageRow> {
  const [row] = await tx
    .delete(contactMessages)
    .where(and(eq(contactMessages.id, id), notBlocked()))
    .returning();
  if (!row) throw new MessageNotFoundError();
  return row;
}
