import { eq, inArray, like } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import {
  countByFilter,
  countUnreadMessages,
  deleteMessage,
  deleteMessagesByFilter,
  listMessagesPage,
  listNewestUnread,
  newestMessageAt,
  setMessageStatus,
} from "@/contact/service";
import type { Database } from "@/db/client";
import { auditLog, contactMessages, leadEvents, leadPhotos, siteSettings, SITE_SETTINGS_ID, type LeadStage } from "@/db/schema";
import { runLeadRetention } from "@/leads/retention";
import type { Storage } from "@/platform/storage";
import { updateSettingsAction } from "@/settings/actions";
import { getSettingsForAdmin } from "@/settings/admin-queries";
import { listSettingsRevisions } from "@/settings/history";
import { settingsValidationMessages } from "@/settings/messages";
import { toFormValues } from "@/settings/validation";
import { it, ok, test } from "./support/fixtures";
import { settingsForm } from "./support/forms";

vi.mock("next/headers", () => import("./support/next-headers"));

/** The fixed "now" of every pass here. */
const NOW = new Date("2026-06-15T10:00:00Z");
const monthsAgo = (months: number, days = 0) => {
  const at = new Date(NOW);
  at.setUTCMonth(at.getUTCMonth() - months);
  at.setUTCDate(at.getUTCDate() - days);
  return at;
};

let database: Database;
let storage: Storage;
let serial = 0;

type LeadSpec = { stage?: LeadStage; lastActivityAt: Date; blockedAt?: Date | null; photos?: number; email?: string };

/** A lead with a timeline event and `photos` stored photo files; its id and its photos' keys. */
async function lead(spec: LeadSpec): Promise<{ id: string; keys: string[] }> {
  const n = ++serial;
  const [{ id }] = await database.db
    .insert(contactMessages)
    .values({
      name: `Persona ${n}`,
      email: spec.email ?? `persona${n}@retencion.test`,
      subject: `Asunto ${n}`,
      message: `Mensaje ${n}`,
      stage: spec.stage ?? "nuevo",
      lastActivityAt: spec.lastActivityAt,
      createdAt: spec.lastActivityAt,
      blockedAt: spec.blockedAt ?? null,
      wonAt: spec.stage === "ganado" ? spec.lastActivityAt : null,
    })
    .returning({ id: contactMessages.id });
  await database.db.insert(leadEvents).values({ messageId: id, kind: "created", at: spec.lastActivityAt });
  const keys: string[] = [];
  for (let i = 0; i < (spec.photos ?? 0); i++) {
    const key = `leads/${id}/foto-${i}.jpg`;
    await storage.put(key, Buffer.from(`jpeg ${n}/${i}`), { contentType: "image/jpeg" });
    await database.db.insert(leadPhotos).values({ messageId: id, storageKey: key, contentType: "image/jpeg", bytes: 10, width: 1, height: 1, position: i });
    keys.push(key);
  }
  return { id, keys };
}

const rowOf = async (id: string) => (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const retentionAudit = () => database.db.select().from(auditLog).where(like(auditLog.action, "lead.retention-%"));

async function clearLeads() {
  await database.db.delete(contactMessages);
  await database.db.delete(auditLog);
}

test.beforeAll(({ app, disk }) => {
  database = app.database;
  storage = disk.storage;
});

describe("blocking after the retention period", () => {
  it("blocks idle leads that were not won, keeps won and recent ones, with the defaults (24 and 36 months)", async () => {
    await clearLeads();
    const idle = await lead({ lastActivityAt: monthsAgo(24, 1) });
    const lost = await lead({ stage: "perdido", lastActivityAt: monthsAgo(30) });
    const won = await lead({ stage: "ganado", lastActivityAt: monthsAgo(100) });
    const recent = await lead({ stage: "presupuesto", lastActivityAt: monthsAgo(23, 27) });

    const outcome = await runLeadRetention(database.db, { now: NOW, storage });
    expect(outcome).toEqual({ blocked: 2, erased: 0, filesRemoved: 0 });
    expect((await rowOf(idle.id)).blockedAt).toEqual(NOW);
    expect((await rowOf(lost.id)).blockedAt).toEqual(NOW);
    expect((await rowOf(won.id)).blockedAt).toBeNull();
    expect((await rowOf(recent.id)).blockedAt).toBeNull();

    const entries = await retentionAudit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "lead.retention-block", userId: null, entityId: null, details: { blocked: 2, retentionMonths: 24 } });
    // Counts only: nothing in the entry says who the leads were.
    expect(JSON.stringify(entries[0])).not.toMatch(/persona|@/i);

    // A second pass finds nothing to do and records nothing.
    expect(await runLeadRetention(database.db, { now: NOW, storage })).toEqual({ blocked: 0, erased: 0, filesRemoved: 0 });
    expect(await retentionAudit()).toHaveLength(1);
  });

  it("reads the periods from the settings", async () => {
    await clearLeads();
    await database.db
      .insert(siteSettings)
      .values({ id: SITE_SETTINGS_ID, leadRetentionMonths: 6, leadBlockingMonths: 12 })
      .onConflictDoUpdate({ target: siteSettings.id, set: { leadRetentionMonths: 6, leadBlockingMonths: 12 } });
    try {
      const idle = await lead({ lastActivityAt: monthsAgo(7) });
      const blocked = await lead({ lastActivityAt: monthsAgo(30), blockedAt: monthsAgo(13), photos: 1 });
      expect(await runLeadRetention(database.db, { now: NOW, storage })).toEqual({ blocked: 1, erased: 1, filesRemoved: 1 });
      expect((await rowOf(idle.id)).blockedAt).toEqual(NOW);
      expect(await rowOf(blocked.id)).toBeUndefined();
      const entries = await retentionAudit();
      expect(entries.map((e) => e.details).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
        { blocked: 1, retentionMonths: 6 },
        { blockingMonths: 12, erased: 1, files: 1 },
      ]);
    } finally {
      await database.db.update(siteSettings).set({ leadRetentionMonths: 24, leadBlockingMonths: 36 }).where(eq(siteSettings.id, SITE_SETTINGS_ID));
    }
  });
});

describe("erasing after the blocking period", () => {
  it("deletes leads blocked longer than the period with their timeline, photo rows and files; keeps the others", async () => {
    await clearLeads();
    const old = await lead({ lastActivityAt: monthsAgo(70), blockedAt: monthsAgo(36, 1), photos: 2 });
    const young = await lead({ lastActivityAt: monthsAgo(40), blockedAt: monthsAgo(35), photos: 1 });

    const outcome = await runLeadRetention(database.db, { now: NOW, storage });
    expect(outcome).toEqual({ blocked: 0, erased: 1, filesRemoved: 2 });
    expect(await rowOf(old.id)).toBeUndefined();
    expect(await database.db.select().from(leadEvents).where(eq(leadEvents.messageId, old.id))).toEqual([]);
    expect(await database.db.select().from(leadPhotos).where(eq(leadPhotos.messageId, old.id))).toEqual([]);
    for (const key of old.keys) expect(await storage.exists(key)).toBe(false);

    expect(await rowOf(young.id)).toBeDefined();
    expect(await storage.exists(young.keys[0])).toBe(true);

    const entries = await retentionAudit();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: "lead.retention-erase", details: { erased: 1, files: 2, blockingMonths: 36 } });
  });

  it("a missing file does not stop the erasure", async () => {
    await clearLeads();
    const gone = await lead({ lastActivityAt: monthsAgo(70), blockedAt: monthsAgo(40), photos: 1 });
    await storage.delete(gone.keys[0]);
    expect(await runLeadRetention(database.db, { now: NOW, storage })).toMatchObject({ erased: 1 });
    expect(await rowOf(gone.id)).toBeUndefined();
  });
});

describe("bounded passes", () => {
  it("works in batches and stops starting new ones once its time is up; the next pass goes on", async () => {
    await clearLeads();
    for (let i = 0; i < 5; i++) await lead({ lastActivityAt: monthsAgo(30, i) });
    // Each reading of the clock moves it 10 ms on; the budget allows the first batch only.
    let t = 0;
    const clock = () => (t += 10);
    expect(await runLeadRetention(database.db, { now: NOW, storage, batchSize: 2, budgetMs: 15, clock })).toMatchObject({ blocked: 2 });
    expect(await runLeadRetention(database.db, { now: NOW, storage, batchSize: 2 })).toMatchObject({ blocked: 3 });
    const rows = await database.db.select({ blockedAt: contactMessages.blockedAt }).from(contactMessages);
    expect(rows.every((r) => r.blockedAt !== null)).toBe(true);
    expect((await retentionAudit()).map((e) => (e.details as { blocked: number }).blocked).sort()).toEqual([2, 3]);
  });

  it("blocks the oldest first", async () => {
    await clearLeads();
    const older = await lead({ lastActivityAt: monthsAgo(50) });
    const newer = await lead({ lastActivityAt: monthsAgo(25) });
    let t = 0;
    await runLeadRetention(database.db, { now: NOW, storage, batchSize: 1, budgetMs: 15, clock: () => (t += 10) });
    expect((await rowOf(older.id)).blockedAt).toEqual(NOW);
    expect((await rowOf(newer.id)).blockedAt).toBeNull();
  });
});

describe("two passes at once", () => {
  it("share the work: every lead is blocked once, erased once, and the counts add up", async () => {
    await clearLeads();
    const toBlock = await Promise.all(Array.from({ length: 7 }, (_, i) => lead({ lastActivityAt: monthsAgo(30, i) })));
    const toErase = await Promise.all(Array.from({ length: 5 }, (_, i) => lead({ lastActivityAt: monthsAgo(80), blockedAt: monthsAgo(40, i), photos: 1 })));

    const [a, b] = await Promise.all([
      runLeadRetention(database.db, { now: NOW, storage, batchSize: 2 }),
      runLeadRetention(database.db, { now: NOW, storage, batchSize: 2 }),
    ]);
    expect(a.blocked + b.blocked).toBe(7);
    expect(a.erased + b.erased).toBe(5);
    expect(a.filesRemoved + b.filesRemoved).toBe(5);

    const blocked = await database.db
      .select({ blockedAt: contactMessages.blockedAt })
      .from(contactMessages)
      .where(
        inArray(
          contactMessages.id,
          toBlock.map((l) => l.id),
        ),
      );
    expect(blocked.map((r) => r.blockedAt)).toEqual(Array(7).fill(NOW));
    expect(
      await database.db
        .select()
        .from(contactMessages)
        .where(
          inArray(
            contactMessages.id,
            toErase.map((l) => l.id),
          ),
        ),
    ).toEqual([]);

    const entries = await retentionAudit();
    const sum = (action: string, field: string) =>
      entries.filter((e) => e.action === action).reduce((total, e) => total + ((e.details as Record<string, number>)[field] ?? 0), 0);
    expect(sum("lead.retention-block", "blocked")).toBe(7);
    expect(sum("lead.retention-erase", "erased")).toBe(5);
    // One entry of each kind per pass at most.
    expect(entries.length).toBeLessThanOrEqual(4);
  });
});

describe("the inbox never shows a blocked lead", () => {
  it("leaves it out of the list, the counts, the unread badge, the newest and 'Eliminar todos', and refuses its status change and delete", async () => {
    await clearLeads();
    const shown = await lead({ lastActivityAt: monthsAgo(1) });
    const hidden = await lead({ lastActivityAt: monthsAgo(1, 2), blockedAt: monthsAgo(0, 1) });

    const page = await listMessagesPage(database.db, "todos", 1);
    expect(page.rows.map((r) => r.id)).toEqual([shown.id]);
    expect(await countByFilter(database.db)).toEqual({ todos: 1, nuevos: 1, leidos: 0, archivados: 0 });
    expect(await countUnreadMessages(database.db)).toBe(1);
    expect(await countUnreadMessages(database.db, 10)).toBe(1);
    expect((await listNewestUnread(database.db, 5)).map((r) => r.id)).toEqual([shown.id]);

    await database.db.update(contactMessages).set({ createdAt: NOW }).where(eq(contactMessages.id, hidden.id));
    const newest = await newestMessageAt(database.db, "todos");
    expect(new Date(newest!).getTime()).toBe((await rowOf(shown.id)).createdAt.getTime());

    await expect(database.db.transaction((tx) => setMessageStatus(tx, hidden.id, "read"))).rejects.toThrow();
    await expect(database.db.transaction((tx) => deleteMessage(tx, hidden.id))).rejects.toThrow();
    expect(await database.db.transaction((tx) => deleteMessagesByFilter(tx, "todos", new Date(NOW.getTime() + 1000).toISOString()))).toBe(1);
    expect(await rowOf(hidden.id)).toMatchObject({ status: "new" });
    expect(await rowOf(shown.id)).toBeUndefined();
  });
});

describe("the periods in the settings ('Conservación de consultas')", () => {
  const form = (values: Parameters<typeof settingsForm>[0] = {}) =>
    settingsForm({ companyDescription: "Reformas en Vigo.", workingHoursWeekdays: "Lunes a Viernes: 9-18", ...values });
  const stored = async () =>
    (
      await database.db
        .select({ retention: siteSettings.leadRetentionMonths, blocking: siteSettings.leadBlockingMonths })
        .from(siteSettings)
        .where(eq(siteSettings.id, SITE_SETTINGS_ID))
    )[0];

  it("are 24 and 36 months until changed; a save keeps them in the settings' history and the job follows", async ({ admin }) => {
    await admin.speaks("es");
    expect(toFormValues(null)).toMatchObject({ leadRetentionMonths: 24, leadBlockingMonths: 36 });
    // A client that predates the fields saves the defaults.
    const { leadRetentionMonths: _r, leadBlockingMonths: _b, ...older } = form();
    ok(await updateSettingsAction(older));
    expect(await stored()).toEqual({ retention: 24, blocking: 36 });

    ok(await updateSettingsAction(form({ leadRetentionMonths: 12, leadBlockingMonths: 24 })));
    expect(await stored()).toEqual({ retention: 12, blocking: 24 });
    expect(toFormValues((await getSettingsForAdmin()).settings)).toMatchObject({ leadRetentionMonths: 12, leadBlockingMonths: 24 });
    const [latest] = await listSettingsRevisions(database.db);
    expect(latest.changed.sort()).toEqual(["leadBlockingMonths", "leadRetentionMonths"]);

    await clearLeads();
    const idle = await lead({ lastActivityAt: monthsAgo(13) });
    const blocked = await lead({ lastActivityAt: monthsAgo(40), blockedAt: monthsAgo(25) });
    expect(await runLeadRetention(database.db, { now: NOW, storage })).toMatchObject({ blocked: 1, erased: 1 });
    expect((await rowOf(idle.id)).blockedAt).toEqual(NOW);
    expect(await rowOf(blocked.id)).toBeUndefined();

    ok(await updateSettingsAction(form()));
    expect(await stored()).toEqual({ retention: 24, blocking: 36 });
  });

  it("refuses months out of bounds or not whole, in the person's language, and keeps what was saved", async ({ admin }) => {
    for (const locale of ["es", "gl", "pt", "en"] as const) {
      await admin.speaks(locale);
      const v = settingsValidationMessages[locale];
      for (const [retention, blocking] of [
        [5, 11],
        [121, 121],
        [12.5, Number.NaN],
      ]) {
        const result = await updateSettingsAction(form({ leadRetentionMonths: retention, leadBlockingMonths: blocking }));
        expect(result).toMatchObject({
          ok: false,
          code: "invalid",
          fieldErrors: { leadRetentionMonths: v.leadMonthsRange(6, 120), leadBlockingMonths: v.leadMonthsRange(12, 120) },
        });
      }
    }
    await admin.speaks("es");
    ok(await updateSettingsAction(form({ leadRetentionMonths: 6, leadBlockingMonths: 120 })));
    expect(await stored()).toEqual({ retention: 6, blocking: 120 });
    ok(await updateSettingsAction(form()));
  });
});
