import { eq } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { contactMessages, leadEvents, siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { deleteMessage, deleteMessagesByFilter, listMessages, MessageNotFoundError, newestMessageAt, setMessageStatus } from "@/contact/service";
import { CONTACT_NOTICE_VERSION } from "@/contact/notice";
import { deliverNotification, makeNotificationDue, MAX_NOTIFICATION_ATTEMPTS, retryDelayMs, retryDueNotifications } from "@/contact/notification";
import { scheduleNotificationRetries } from "@/contact/notification-job";
import { acceptContactMessage } from "@/contact/service";
import { decodeMimeWords, startSmtpSink } from "../support/smtp-sink";
import { it, test } from "./support/fixtures";

let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
let port: number;
let ipCounter = 0;

const ADMIN_EMAIL = "oficina@obras.test";

test.beforeAll(async ({ database: fileDatabase }) => {
  process.env.CONTACT_RATE_LIMIT = "1000";
  database = fileDatabase;
  sink = await startSmtpSink();
  port = sink.port;
  await database.db.insert(siteSettings).values({
    id: SITE_SETTINGS_ID,
    smtpHost: "127.0.0.1",
    smtpPort: port,
    smtpSecure: false,
    email: "web@obras.test",
    adminEmail: ADMIN_EMAIL,
  });
});
afterAll(async () => {
  await sink?.close();
});
beforeEach(async () => {
  await database.db.update(siteSettings).set({ emailNotificationsEnabled: true, smtpHost: "127.0.0.1", adminEmail: ADMIN_EMAIL });
});

/** Submits through the public path and returns the stored row's id. */
async function submit(fields: Partial<Record<"name" | "email" | "phone" | "subject" | "message", string>> = {}) {
  let id = "";
  const result = await acceptContactMessage(
    database.db,
    {
      name: "Lucía Otero",
      email: "lucia@example.com",
      phone: "+34 600 111 222",
      subject: "Reforma de baño",
      message: "Hola,\nQuiero un presupuesto.",
      ...fields,
    },
    `ip-${++ipCounter}`,
    { onStored: (stored) => (id = stored) },
  );
  expect(result).toEqual({ ok: true });
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

const row = async (id: string) => (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
/** The raw message with soft line breaks joined, so headers can be matched whole. */
const unfold = (raw: string) => raw.replace(/\r\n[ \t]+/g, " ");
const header = (raw: string, name: string) => unfold(raw).match(new RegExp(`^${name}: (.*)$`, "im"))?.[1];

const decodeWords = decodeMimeWords;
const headersOf = (raw: string) => unfold(raw.split(/\r\n\r\n/)[0]);

describe("notification email for a new contact message", () => {
  it("is stored as pending first, then delivered to admin_email with the visitor as Reply-To", async () => {
    const id = await submit({ subject: "Presupuesto cocina nº1" });
    expect(await row(id)).toMatchObject({ status: "new", notificationStatus: "pending", notificationAttempts: 0, notifiedAt: null });

    const now = new Date();
    expect(await deliverNotification(database.db, id, now)).toEqual({ status: "sent", error: null });
    const mail = await sink!.waitFor((m) => decodeWords(header(m.raw, "Subject") ?? "").includes("Presupuesto cocina nº1"));
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    expect(decodeWords(header(mail.raw, "Subject")!)).toBe("Nuevo mensaje de contacto: Presupuesto cocina nº1");
    expect(decodeWords(header(mail.raw, "Reply-To")!).replace(/"/g, "")).toBe("Lucía Otero <lucia@example.com>");
    const body = mail.raw.replace(/=\r?\n/g, "");
    expect(body).toContain("lucia@example.com");
    expect(body).toContain("+34 600 111 222");
    // What the sender was told and chose travels with the message (no box ticked here).
    expect(body).toContain(`Aviso informativo ${CONTACT_NOTICE_VERSION} aceptado`);
    expect(body).toContain("Comunicaciones comerciales: no");
    expect(await row(id)).toMatchObject({
      notificationStatus: "sent",
      notificationAttempts: 1,
      notificationError: null,
      notificationNextAttemptAt: null,
      notifiedAt: now,
    });
    // The lead's timeline says the office was told, where and when.
    expect(await database.db.select().from(leadEvents).where(eq(leadEvents.messageId, id))).toEqual([
      expect.objectContaining({ kind: "email", actorId: null, at: now, body: `Nuevo mensaje de contacto: Presupuesto cocina nº1 → ${ADMIN_EMAIL}` }),
    ]);

    // Sent is final: neither the job nor a second call mails it again.
    expect(await deliverNotification(database.db, id, new Date())).toEqual({ status: "busy", error: null });
    expect(await retryDueNotifications(database.db, new Date(Date.now() + 24 * 3600_000))).toEqual([]);
    expect(sink!.received.filter((m) => m.raw.includes("cocina n"))).toHaveLength(1);
  });

  it("cannot be used to inject headers or recipients through the visitor's name or subject", async () => {
    const id = await submit({ name: "Eva\r\nBcc: intruso@evil.test", subject: "Hola\r\nBcc: intruso@evil.test\r\nX-Marca: inyeccion" });
    expect(await deliverNotification(database.db, id)).toMatchObject({ status: "sent" });
    const mail = await sink!.waitFor((m) => m.raw.includes("inyecci") || decodeWords(m.raw).includes("inyeccion"));
    expect(mail.to).toEqual([ADMIN_EMAIL]);
    const headers = headersOf(mail.raw);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toMatch(/^X-Marca:/im);
    expect(decodeWords(header(mail.raw, "Reply-To")!).replace(/"/g, "")).toBe("Eva Bcc: intruso@evil.test <lucia@example.com>");
  });

  it("is skipped, not failed, when notifications are off, SMTP is unset or there is no admin_email", async () => {
    await database.db.update(siteSettings).set({ emailNotificationsEnabled: false });
    const off = await submit();
    expect(await deliverNotification(database.db, off)).toEqual({ status: "skipped", error: null });
    await database.db.update(siteSettings).set({ emailNotificationsEnabled: true, smtpHost: null });
    const noSmtp = await submit();
    expect(await deliverNotification(database.db, noSmtp)).toEqual({ status: "skipped", error: null });
    await database.db.update(siteSettings).set({ smtpHost: "127.0.0.1", adminEmail: null });
    const noAdmin = await submit();
    expect(await deliverNotification(database.db, noAdmin)).toEqual({ status: "skipped", error: null });
    for (const id of [off, noSmtp, noAdmin])
      expect(await row(id)).toMatchObject({ notificationStatus: "skipped", notificationNextAttemptAt: null, notificationAttempts: 0 });
  });

  it("with the mail server down: the message is kept, marked failed with the error, and retried with backoff once it is back", async () => {
    await sink!.close();
    sink = undefined;
    const id = await submit({ subject: "Servidor caído" });
    const t0 = new Date();
    const first = await deliverNotification(database.db, id, t0);
    expect(first.status).toBe("failed");
    expect(first.error).toMatch(/ECONNREFUSED|connect/i);
    const failed = await row(id);
    expect(failed).toMatchObject({
      name: "Lucía Otero",
      subject: "Servidor caído",
      status: "new",
      notificationStatus: "failed",
      notificationAttempts: 1,
      notificationError: first.error,
    });
    expect(failed.notificationNextAttemptAt).toEqual(new Date(t0.getTime() + retryDelayMs(1)));

    // Not due yet: the job leaves it alone.
    expect(await retryDueNotifications(database.db, new Date(t0.getTime() + retryDelayMs(1) - 1000))).toEqual([]);
    // Due while still down: a second failure, the next wait doubles.
    const t1 = new Date(t0.getTime() + retryDelayMs(1));
    expect(await retryDueNotifications(database.db, t1)).toMatchObject([{ status: "failed" }]);
    expect(await row(id)).toMatchObject({ notificationAttempts: 2, notificationNextAttemptAt: new Date(t1.getTime() + retryDelayMs(2)) });
    expect(retryDelayMs(2)).toBe(2 * retryDelayMs(1));

    sink = await startSmtpSink({ port });
    const t2 = new Date(t1.getTime() + retryDelayMs(2));
    expect(await retryDueNotifications(database.db, t2)).toEqual([{ status: "sent", error: null }]);
    await sink.waitFor((m) => decodeWords(header(m.raw, "Subject") ?? "").includes("Servidor caído"));
    expect(await row(id)).toMatchObject({ notificationStatus: "sent", notificationAttempts: 3, notificationError: null, notifiedAt: t2 });
  });

  it("stops retrying after the last attempt, and an admin can still retry it by hand", async () => {
    await sink!.close();
    sink = undefined;
    const id = await submit({ subject: "Sin reintentos" });
    let now = new Date();
    for (let attempt = 1; attempt <= MAX_NOTIFICATION_ATTEMPTS; attempt++) {
      expect(await retryDueNotifications(database.db, now)).toMatchObject([{ status: "failed" }]);
      const current = await row(id);
      expect(current.notificationAttempts).toBe(attempt);
      if (attempt < MAX_NOTIFICATION_ATTEMPTS) now = current.notificationNextAttemptAt!;
      else expect(current.notificationNextAttemptAt).toBeNull();
    }
    expect(await retryDueNotifications(database.db, new Date(now.getTime() + 365 * 24 * 3600_000))).toEqual([]);

    sink = await startSmtpSink({ port });
    const manual = new Date();
    expect(await makeNotificationDue(database.db, id, manual)).toBe(true);
    expect(await deliverNotification(database.db, id, manual)).toEqual({ status: "sent", error: null });
    expect(await row(id)).toMatchObject({ notificationStatus: "sent", notificationAttempts: MAX_NOTIFICATION_ATTEMPTS + 1 });
    // Only failed notifications can be retried by hand.
    expect(await makeNotificationDue(database.db, id, new Date())).toBe(false);
  });

  it("is sent once when two senders reach for it at the same time", async () => {
    const id = await submit({ subject: "Una sola vez" });
    const now = new Date();
    const outcomes = await Promise.all([deliverNotification(database.db, id, now), deliverNotification(database.db, id, now)]);
    expect(outcomes.map((o) => o.status).sort()).toEqual(["busy", "sent"]);
    await sink!.waitFor((m) => decodeWords(header(m.raw, "Subject") ?? "").includes("Una sola vez"));
    await new Promise((r) => setTimeout(r, 300));
    expect(sink!.received.filter((m) => decodeWords(header(m.raw, "Subject") ?? "").includes("Una sola vez"))).toHaveLength(1);
  });

  it("is sent once when an admin retries by hand while the background job is still sending it", async () => {
    await sink!.close();
    sink = undefined;
    const id = await submit({ subject: "Reintento a mano" });
    expect(await deliverNotification(database.db, id, new Date())).toMatchObject({ status: "failed" });
    sink = await startSmtpSink({ port });

    // The job picks the failed row up; its mail server answers slowly.
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    let sends = 0;
    const job = deliverNotification(database.db, id, (await row(id)).notificationNextAttemptAt!, {
      send: async () => {
        sends++;
        await slow;
      },
    });
    await expect.poll(() => sends).toBe(1);
    // Meanwhile the admin presses 'Reintentar envío': refused, the row is being sent.
    expect(await makeNotificationDue(database.db, id, new Date())).toBe(false);
    expect(await deliverNotification(database.db, id, new Date(), { send: async () => void sends++ })).toEqual({ status: "busy", error: null });
    release();
    expect(await job).toEqual({ status: "sent", error: null });
    expect(sends).toBe(1);
    expect(await row(id)).toMatchObject({ notificationStatus: "sent", notificationAttempts: 2 });
  });

  it("picks up a message whose send never ran (process stopped after storing it)", async () => {
    const id = await submit({ subject: "Huérfano" });
    const outcomes = await retryDueNotifications(database.db, new Date(Date.now() + 1000));
    expect(outcomes).toContainEqual({ status: "sent", error: null });
    expect(await row(id)).toMatchObject({ notificationStatus: "sent" });
  });

  it("is sent by the background job that start-up schedules", async () => {
    const id = await submit({ subject: "Trabajo en segundo plano" });
    const stop = scheduleNotificationRetries(database.db);
    try {
      const deadline = Date.now() + 15_000;
      while ((await row(id)).notificationStatus !== "sent" && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      expect(await row(id)).toMatchObject({ notificationStatus: "sent", notificationAttempts: 1 });
      await sink!.waitFor((m) => decodeWords(header(m.raw, "Subject") ?? "").includes("Trabajo en segundo plano"));
    } finally {
      stop();
    }
  });
});

describe("inbox: status changes and deletion", () => {
  const tx = <T>(work: Parameters<Database["db"]["transaction"]>[0] extends (tx: infer X) => Promise<unknown> ? (tx: X) => Promise<T> : never) =>
    database.db.transaction(work);

  it("lists newest first, marks read, archives and back", async () => {
    const older = await submit({ subject: "Antiguo" });
    await new Promise((r) => setTimeout(r, 5));
    const newer = await submit({ subject: "Reciente" });
    const ids = (await listMessages(database.db)).map((r) => r.id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));

    expect((await tx((t) => setMessageStatus(t, older, "read"))).status).toBe("read");
    expect(await row(older)).toMatchObject({ status: "read" });
    await tx((t) => setMessageStatus(t, older, "archived"));
    expect(await row(older)).toMatchObject({ status: "archived" });
    await tx((t) => setMessageStatus(t, older, "new"));
    expect(await row(older)).toMatchObject({ status: "new" });
    await expect(tx((t) => setMessageStatus(t, "00000000-0000-4000-8000-000000000000", "read"))).rejects.toBeInstanceOf(MessageNotFoundError);
  });

  it("deletes one message, and refuses one that is already gone", async () => {
    const keep = await submit({ subject: "Se queda" });
    const gone = await submit({ subject: "Se va" });
    expect((await tx((t) => deleteMessage(t, gone))).id).toBe(gone);
    expect(await row(gone)).toBeUndefined();
    expect(await row(keep)).toBeDefined();
    await expect(tx((t) => deleteMessage(t, gone))).rejects.toBeInstanceOf(MessageNotFoundError);
  });

  it("deletes all the messages the admin saw, and not one that arrived meanwhile", async () => {
    const seen = (await listMessages(database.db)).map((r) => r.id);
    expect(seen.length).toBeGreaterThan(2);
    const upTo = (await newestMessageAt(database.db, "todos"))!;
    await new Promise((r) => setTimeout(r, 5));
    const arrived = await submit({ subject: "Llegó después" });
    expect(await tx((t) => deleteMessagesByFilter(t, "todos", upTo))).toBe(seen.length);
    expect((await listMessages(database.db)).map((r) => r.id)).toEqual([arrived]);
    const last = (await newestMessageAt(database.db, "todos"))!;
    expect(await tx((t) => deleteMessagesByFilter(t, "todos", last))).toBe(1);
    expect(await listMessages(database.db)).toEqual([]);
  });
});
