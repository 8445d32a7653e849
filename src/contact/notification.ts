import { and, asc, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";
import type { Db, Queryable } from "@/db/client";
import { contactMessages, leadEvents } from "@/db/schema";
import { loadMailSettings, sendMail, type MailSettings, type OutgoingMail } from "@/platform/mail";
import { siteUrl } from "@/platform/site-url";
import { messagesFor } from "@/i18n/catalogue";
import { inboxMessages } from "./admin/messages";
import { formatMessageDate } from "./message-date";
import { quoteAdminMessages } from "@/leads/quote/admin/messages";
import { quoteDetailLines } from "@/leads/quote/details";
import { countLeadPhotos } from "@/leads/photo-files";

/**
 * The email that tells the company about a new contact message. The message row is always
 * stored first; this only ever changes its notification_* columns, so a mail server that is
 * down can delay the email but never lose the message.
 */
export const MAX_NOTIFICATION_ATTEMPTS = 6;
/** While one sender works on a row nobody else picks it up (covers the SMTP time-outs). */
const LEASE_MS = 5 * 60 * 1000;
const BATCH = 20;

export type NotificationStatus = "pending" | "sent" | "failed" | "skipped";
export type DeliveryOutcome = { status: NotificationStatus; error: string | null } | { status: "busy"; error: null };
type MessageRow = typeof contactMessages.$inferSelect;

/** 1, 2, 4, 8, 16 … minutes after the n-th failure, at most an hour. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(60_000 * 2 ** Math.max(0, failedAttempts - 1), 60 * 60_000);
}

// Control characters (CR/LF above all) never reach a header, whatever nodemailer would do.
const headerSafe = (value: string) => value.replace(/\p{Cc}+/gu, " ").trim();
const plainAddress = (value: string) => (/^[^\s<>",;]+@[^\s<>",;]+$/.test(value.trim()) ? value.trim() : null);

export function composeNotification(message: MessageRow, to: string, photoCount = 0): OutgoingMail {
  const replyAddress = message.email ? plainAddress(message.email) : null;
  // The email is in Spanish, as the rest of it; whoever answers from it must see the consent too.
  const inbox = messagesFor(inboxMessages, "es");
  // A quote request says so, with its answers and where its photos are (staff only).
  const quote = message.source === "quote" && message.quote ? messagesFor(quoteAdminMessages, "es") : null;
  const lines = [
    quote ? quote.emailIntro : "Ha recibido un nuevo mensaje desde el formulario de contacto del sitio web.",
    "",
    `Nombre: ${message.name}`,
    ...(message.email ? [`Email: ${message.email}`] : []),
    ...(message.phone ? [`Teléfono: ${message.phone}`] : []),
    `Fecha: ${formatMessageDate(message.createdAt)}`,
    `Asunto: ${message.subject}`,
    message.noticeVersion ? inbox.noticeAccepted(message.noticeVersion) : inbox.noticeBefore,
    message.marketingConsent ? inbox.marketingYes : inbox.marketingNo,
    ...(quote && message.quote
      ? [
          "",
          `${quote.quoteTitle}:`,
          ...quoteDetailLines(message.quote, "es", photoCount).map((l) => `${l.label}: ${l.value}`),
          quote.emailLead(`${siteUrl()}/admin/leads/${message.id}`),
        ]
      : []),
    "",
    "Mensaje:",
    message.message,
    "",
    "--",
    `Responda a este correo para contestar a ${headerSafe(message.name)}.`,
    `Todos los mensajes: ${siteUrl()}/admin/contact-messages`,
  ];
  return {
    to,
    subject: headerSafe(quote ? quote.emailSubject(message.subject) : `Nuevo mensaje de contacto: ${message.subject}`),
    text: lines.join("\n"),
    ...(replyAddress ? { replyTo: { name: headerSafe(message.name), address: replyAddress } } : {}),
  };
}

export type NotifyDeps = {
  loadSettings?: (db: Db) => Promise<MailSettings | null>;
  send?: (settings: MailSettings, mail: OutgoingMail) => Promise<unknown>;
};

/**
 * Takes the row for this sender (status pending/failed and due), or null if someone else has it.
 * The row reads 'pending' while it is held, so a retry by hand (failed rows only) cannot make it
 * due again under a sender that is still talking to the mail server.
 */
async function claim(db: Db, id: string, now: Date): Promise<MessageRow | null> {
  const [row] = await db
    .update(contactMessages)
    .set({ notificationStatus: "pending", notificationNextAttemptAt: new Date(now.getTime() + LEASE_MS) })
    .where(
      and(
        eq(contactMessages.id, id),
        inArray(contactMessages.notificationStatus, ["pending", "failed"]),
        or(isNull(contactMessages.notificationNextAttemptAt), lte(contactMessages.notificationNextAttemptAt, now)),
      ),
    )
    .returning();
  return row ?? null;
}

const errorText = (err: unknown) => headerSafe(err instanceof Error ? err.message : String(err)).slice(0, 500) || "Error desconocido";

/**
 * One delivery attempt for one message, at `now`: sent, failed (with the error and the next
 * automatic attempt), or skipped when notifications are off or SMTP / admin_email are unset.
 */
export async function deliverNotification(db: Db, id: string, now: Date = new Date(), deps: NotifyDeps = {}): Promise<DeliveryOutcome> {
  const row = await claim(db, id, now);
  if (!row) return { status: "busy", error: null };
  const set = (values: Partial<MessageRow>) => db.update(contactMessages).set(values).where(eq(contactMessages.id, id));

  let settings: MailSettings | null;
  try {
    settings = await (deps.loadSettings ?? loadMailSettings)(db);
  } catch (err) {
    return fail(row, err);
  }
  if (!settings || !settings.notificationsEnabled || !settings.adminEmail?.trim()) {
    await set({ notificationStatus: "skipped", notificationNextAttemptAt: null });
    return { status: "skipped", error: null };
  }
  let mail: OutgoingMail;
  try {
    const photos = row.source === "quote" ? await countLeadPhotos(db, id) : 0;
    mail = composeNotification(row, settings.adminEmail.trim(), photos);
    await (deps.send ?? sendMail)(settings, mail);
  } catch (err) {
    return fail(row, err);
  }
  await db.transaction(async (tx) => {
    await tx
      .update(contactMessages)
      .set({
        notificationStatus: "sent",
        notificationError: null,
        notificationNextAttemptAt: null,
        notifiedAt: now,
        notificationAttempts: row.notificationAttempts + 1,
      })
      .where(eq(contactMessages.id, id));
    // The lead's timeline says the office was told, and where (no actor: the site sent it).
    await tx.insert(leadEvents).values({ messageId: id, at: now, kind: "email", body: `${mail.subject} → ${mail.to}` });
  });
  return { status: "sent", error: null };

  async function fail(claimed: MessageRow, err: unknown): Promise<DeliveryOutcome> {
    const attempts = claimed.notificationAttempts + 1;
    const error = errorText(err);
    console.warn(`[contact] notification for message ${id} failed (attempt ${attempts}): ${error}`);
    await set({
      notificationStatus: "failed",
      notificationAttempts: attempts,
      notificationError: error,
      notificationNextAttemptAt: attempts >= MAX_NOTIFICATION_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(attempts)),
    });
    return { status: "failed", error };
  }
}

/** The background job's pass: every message whose notification is due at `now`, oldest first. */
export async function retryDueNotifications(db: Db, now: Date = new Date(), deps: NotifyDeps = {}): Promise<DeliveryOutcome[]> {
  const due = await db
    .select({ id: contactMessages.id })
    .from(contactMessages)
    .where(
      and(
        inArray(contactMessages.notificationStatus, ["pending", "failed"]),
        lte(contactMessages.notificationNextAttemptAt, now),
        lt(contactMessages.notificationAttempts, MAX_NOTIFICATION_ATTEMPTS),
      ),
    )
    .orderBy(asc(contactMessages.notificationNextAttemptAt))
    .limit(BATCH);
  const outcomes: DeliveryOutcome[] = [];
  for (const { id } of due) outcomes.push(await deliverNotification(db, id, now, deps));
  return outcomes;
}

/** Lets a person retry now, whatever the backoff or the attempt count says. */
export async function makeNotificationDue(db: Queryable, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ notificationNextAttemptAt: now })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.notificationStatus, "failed")))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
