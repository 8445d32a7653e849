import { like } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { contactMessages, rateLimits, siteSettings, SITE_SETTINGS_ID, user } from "@/db/schema";
import { reminderContent, runLeadReminders, remindersEnabled, type ReminderPass } from "@/leads/reminders";
import { decodeMimeWords, startSmtpSink, type ReceivedMail } from "../support/smtp-sink";
import { it, test } from "./support/fixtures";

/**
 * The daily lead reminder: one e-mail per person per day whatever the number of instances or
 * passes, only to the people who manage leads, only when there is something to say, never without SMTP.
 */
let database: Database;
let sink: Awaited<ReturnType<typeof startSmtpSink>>;

// 10:00 in Madrid (winter time) on Tuesday 10 November 2026.
const NOW = new Date("2026-11-10T09:00:00Z");
const hoursBefore = (h: number) => new Date(NOW.getTime() - h * 3600_000);

const people = {
  admin: { id: "u-admin", name: "Ana Admin", email: "ana@obras.test", role: "admin", locale: "es" },
  sales: { id: "u-sales", name: "Breixo Comercial", email: "breixo@obras.test", role: "comercial", locale: "gl" },
  idle: { id: "u-idle", name: "Eva Comercial", email: "eva@obras.test", role: "comercial", locale: "en" },
  editor: { id: "u-editor", name: "Carla Editora", email: "carla@obras.test", role: "editor", locale: "es" },
  banned: { id: "u-banned", name: "Dario Baneado", email: "dario@obras.test", role: "comercial", locale: "es", banned: true },
  none: { id: "u-none", name: "Nadie", email: "nadie@obras.test", role: "user", locale: "es" },
};
const ids: Record<string, string> = {};

async function lead(key: string, values: Partial<typeof contactMessages.$inferInsert>) {
  const [row] = await database.db
    .insert(contactMessages)
    .values({ name: `Cliente ${key}`, email: `${key}@example.com`, subject: `Asunto ${key}`, message: "…", createdAt: hoursBefore(24 * 30), ...values })
    .returning({ id: contactMessages.id });
  ids[key] = row.id;
}

test.beforeAll(async ({ database: fileDatabase }) => {
  database = fileDatabase;
  sink = await startSmtpSink();
  await database.db
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, smtpHost: "127.0.0.1", smtpPort: sink.port, smtpSecure: false, email: "web@obras.test" });
  await database.db.insert(user).values(Object.values(people));
  const open = { stage: "contactado" as const };
  await lead("overdue", { ...open, assignedTo: people.sales.id, nextAction: "Llamar para la visita", nextActionOn: "2026-11-09" });
  await lead("today", { ...open, assignedTo: people.sales.id, nextAction: "Enviar presupuesto", nextActionOn: "2026-11-10" });
  await lead("tomorrow", { ...open, assignedTo: people.sales.id, nextAction: "Mañana", nextActionOn: "2026-11-11" });
  await lead("won", { stage: "ganado", assignedTo: people.sales.id, nextActionOn: "2026-11-01", wonAt: hoursBefore(48) });
  await lead("lost", { stage: "perdido", lostReason: "Precio", assignedTo: people.sales.id, nextActionOn: "2026-11-01" });
  await lead("blocked", { ...open, assignedTo: people.sales.id, nextActionOn: "2026-11-01", blockedAt: hoursBefore(1) });
  await lead("admins", { ...open, assignedTo: people.admin.id, nextActionOn: "2026-10-01" });
  // New leads: since yesterday's 08:00 Madrid (07:00 UTC on the 9th).
  await lead("fresh", { createdAt: hoursBefore(2.5) });
  await lead("fresh-admin", { assignedTo: people.admin.id, createdAt: hoursBefore(1) });
  await lead("fresh-early", { createdAt: new Date("2026-11-09T07:00:00Z") });
  await lead("stale", { createdAt: new Date("2026-11-09T06:59:00Z") });
  await lead("fresh-blocked", { createdAt: hoursBefore(3), blockedAt: hoursBefore(1) });
  await lead("fresh-contacted", { stage: "contactado", createdAt: hoursBefore(3) });
  await lead("fresh-others", { assignedTo: people.idle.id, createdAt: hoursBefore(3) });
});
afterAll(async () => {
  await sink?.close();
});
beforeEach(() => {
  sink.received.length = 0;
});

const claims = () => database.db.select().from(rateLimits).where(like(rateLimits.key, "lead-reminder:%"));
const mailsTo = (person: { email: string }) => sink.received.filter((m) => m.to.includes(person.email));
/** The text of a received message: its quoted-printable body decoded. */
function body(mail: ReceivedMail): string {
  const [, ...rest] = mail.raw.split(/\r\n\r\n/);
  const text = rest.join("\r\n\r\n");
  const bytes = text.replace(/=\r\n/g, "").replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, "latin1").toString("utf8");
}
const subjectOf = (mail: ReceivedMail) => decodeMimeWords(mail.raw.replace(/\r\n[ \t]+/g, " ").match(/^Subject: (.*)$/im)?.[1] ?? "");
const sent = (pass: ReminderPass) => (pass.status === "done" ? pass.outcomes.filter((o) => o.status === "sent").map((o) => o.userId) : []);

describe("lead reminders", () => {
  it("lists each person's due actions and the new leads that are theirs or no one's", async () => {
    const sales = await reminderContent(database.db, people.sales.id, "2026-11-10");
    expect(sales.due.items.map((i) => i.id)).toEqual([ids.overdue, ids.today]);
    expect(sales.fresh.items.map((i) => i.id)).toEqual([ids.fresh, ids["fresh-early"]]);
    const admin = await reminderContent(database.db, people.admin.id, "2026-11-10");
    expect(admin.due.items.map((i) => i.id)).toEqual([ids.admins]);
    expect(admin.fresh.items.map((i) => i.id)).toEqual([ids["fresh-admin"], ids.fresh, ids["fresh-early"]]);
    // Capped lists keep their whole count.
    const capped = await reminderContent(database.db, people.admin.id, "2026-11-10", 1);
    expect(capped.fresh).toMatchObject({ total: 3, items: [{ id: ids["fresh-admin"] }] });
  });

  it("sends nothing before 08:00 Madrid time or while SMTP is not configured, and claims no day", async () => {
    expect(await runLeadReminders(database.db, new Date("2026-11-10T06:59:00Z"))).toEqual({ status: "early" });
    await database.db.update(siteSettings).set({ smtpHost: null });
    expect(await remindersEnabled(database.db)).toBe(false);
    expect(await runLeadReminders(database.db, NOW)).toEqual({ status: "no-smtp" });
    await database.db.update(siteSettings).set({ smtpHost: "127.0.0.1" });
    expect(await remindersEnabled(database.db)).toBe(true);
    expect(await claims()).toEqual([]);
    expect(sink.received).toEqual([]);
  });

  it("two instances at once send one e-mail per person, and later passes that day none", async () => {
    const passes = await Promise.all([runLeadReminders(database.db, NOW), runLeadReminders(database.db, NOW)]);
    expect(passes.flatMap(sent).sort()).toEqual([people.admin.id, people.idle.id, people.sales.id].sort());
    expect(sink.received).toHaveLength(3);
    for (const p of [people.admin, people.sales, people.idle]) expect(mailsTo(p)).toHaveLength(1);
    // Eva's list: the unassigned new leads and hers, not Ana's.
    const eva = body(mailsTo(people.idle)[0]);
    for (const key of ["fresh", "fresh-early", "fresh-others"]) expect(eva).toContain(`/admin/leads/${ids[key]}`);
    expect(eva).not.toContain(ids["fresh-admin"]);
    // The editor, the banned comercial and the account without a role get nothing.
    for (const p of [people.editor, people.banned, people.none]) expect(mailsTo(p)).toEqual([]);
    expect((await claims()).map((c) => c.key).sort()).toEqual([people.admin, people.sales, people.idle].map((p) => `lead-reminder:${p.id}:2026-11-10`).sort());

    // Another instance after a restart, and one in the evening: nothing more that day.
    expect(sent(await runLeadReminders(database.db, new Date(NOW.getTime() + 60_000)))).toEqual([]);
    expect(sent(await runLeadReminders(database.db, new Date("2026-11-10T22:30:00Z")))).toEqual([]);
    expect(sink.received).toHaveLength(3);
  });

  it("writes each e-mail in the person's language, with a link to every lead it lists", async () => {
    // The next day, 09:00 Madrid: Eva has nothing new (her day is claimed all the same).
    const pass = await runLeadReminders(database.db, new Date("2026-11-11T08:00:00Z"));
    expect(sent(pass).sort()).toEqual([people.admin.id, people.sales.id].sort());
    const [gl] = mailsTo(people.sales);
    const text = body(gl);
    expect(text).toContain("Ola, Breixo Comercial:");
    expect(subjectOf(gl)).toBe("3 accións pendentes hoxe");
    // The 11th: yesterday's action and today's are overdue, tomorrow's (the 11th) is due today.
    for (const key of ["overdue", "today", "tomorrow"]) expect(text).toContain(`/admin/leads/${ids[key]}`);
    expect(text).toContain("[Vencida 09/11/2026] Cliente overdue: Llamar para la visita");
    expect(text).toContain("[Hoxe] Cliente tomorrow: Mañana");
    for (const key of ["won", "lost", "blocked", "admins", "fresh", "stale", "fresh-admin"]) expect(text).not.toContain(ids[key]);
    const [es] = mailsTo(people.admin);
    expect(body(es)).toContain("Hola, Ana Admin:");
    expect(body(es)).toContain(`/admin/leads/${ids.admins}`);
  });

  it("a failed send gives the day back: a later pass sends it, once", async () => {
    const day = new Date("2026-11-12T08:00:00Z");
    let failures = 0;
    const first = await runLeadReminders(database.db, day, {
      send: async () => {
        failures++;
        throw new Error("SMTP caído");
      },
    });
    expect(first.status === "done" && first.outcomes.map((o) => o.status)).toEqual(["failed"]);
    expect(failures).toBe(1);
    const second = await runLeadReminders(database.db, new Date(day.getTime() + 120_000));
    expect(sent(second).sort()).toEqual([people.admin.id, people.sales.id].sort());
    expect(second.status === "done" && second.outcomes.find((o) => o.userId === people.idle.id)?.status).toBe("nothing");
    expect(await runLeadReminders(database.db, new Date(day.getTime() + 240_000))).toMatchObject({ outcomes: [] });
    expect(sink.received).toHaveLength(2);
    expect(mailsTo(people.idle)).toEqual([]);
  });

  it("on the spring clock change it waits for 08:00 summer time", async () => {
    await lead("spring", { createdAt: new Date("2026-03-29T05:00:00Z") });
    // 07:30 Madrid on Saturday 28 March (winter time): too early; 08:30 on Sunday 29 (summer time): due.
    expect(await runLeadReminders(database.db, new Date("2026-03-28T06:30:00Z"))).toEqual({ status: "early" });
    expect(await runLeadReminders(database.db, new Date("2026-03-29T05:30:00Z"))).toEqual({ status: "early" });
    const pass = await runLeadReminders(database.db, new Date("2026-03-29T06:30:00Z"));
    expect(pass).toMatchObject({ status: "done", day: "2026-03-29" });
    expect(sent(pass).sort()).toEqual([people.admin.id, people.idle.id, people.sales.id].sort());
    for (const mail of sink.received) expect(body(mail)).toContain(`/admin/leads/${ids.spring}`);
  });
});
