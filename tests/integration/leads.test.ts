import { and, asc, eq, sql } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, contactMessages, leadEvents, user } from "@/db/schema";
import {
  addLeadNoteAction,
  assignLeadAction,
  changeLeadStageAction,
  changeLeadStageFormAction,
  createLeadAction,
  createLeadFormAction,
  addLeadNoteFormAction,
  setLeadNextActionAction,
  setLeadValueAction,
} from "@/leads/actions";
import { NO_FILTERS, type LeadFilters } from "@/leads/filters";
import { board, boardColumnQuery, leadDetail, leadListQuery, listLeads, LEADS_PAGE_SIZE } from "@/leads/service";
import { signUp } from "./support/app-session";
import { it, ok, redirectOf, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";
import { explainAnalyze, indexesRead } from "./support/query-plan";

vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let adminId: string;
let adminCookie: string;
const staff = { comercial: { id: "", cookie: "" }, editor: { id: "", cookie: "" } };
let seq = 0;

test.beforeAll(async ({ app, admin }) => {
  database = app.database;
  adminId = admin.id;
  adminCookie = admin.cookie;
  for (const role of ["comercial", "editor"] as const) {
    const person = await signUp(database, { email: `${role}@obras.test`, name: role === "comercial" ? "Carla Comercial" : "Eva Editora" });
    await database.db.update(user).set({ role }).where(eq(user.id, person.id));
    staff[role] = person;
  }
}, 120_000);

const asAdmin = () => requestAs(adminCookie);
const as = (role: keyof typeof staff) => requestAs(staff[role].cookie);

/** A lead as the public form stores it (most recently active when inserted last). */
async function insertLead(fields: Partial<typeof contactMessages.$inferInsert> = {}): Promise<string> {
  seq += 1;
  const at = new Date(Date.UTC(2026, 0, 1) + seq * 60_000);
  const [{ id }] = await database.db
    .insert(contactMessages)
    .values({
      name: `Cliente ${seq}`,
      email: `cliente${seq}@example.com`,
      subject: "Reforma",
      message: "Hola",
      createdAt: at,
      lastActivityAt: at,
      ...fields,
    })
    .returning({ id: contactMessages.id });
  return id;
}

const leadRow = async (id: string) => (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
const auditOf = (id: string) => database.db.select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, id)).orderBy(asc(auditLog.id));
const eventsOf = (id: string) => database.db.select().from(leadEvents).where(eq(leadEvents.messageId, id)).orderBy(asc(leadEvents.id));

describe("stages", () => {
  it("moves a lead, recording who moved it from where to where, and bumps its last activity", async () => {
    asAdmin();
    const id = await insertLead();
    const before = (await leadRow(id)).lastActivityAt;
    expect(ok(await changeLeadStageAction({ id, stage: "contactado" }))).toMatchObject({ from: "nuevo", to: "contactado", changed: true });
    const row = await leadRow(id);
    expect(row.stage).toBe("contactado");
    expect(row.lastActivityAt.getTime()).toBeGreaterThan(before.getTime());
    expect(await eventsOf(id)).toMatchObject([{ kind: "stage", actorId: adminId, fromStage: "nuevo", toStage: "contactado", body: null }]);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "lead.stage"), eq(auditLog.entityId, id)));
    expect(entry.details).toEqual({ from: "nuevo", to: "contactado" });
  });

  it("moving to the same stage changes nothing and records nothing", async () => {
    asAdmin();
    const id = await insertLead({ stage: "visita" });
    const before = await leadRow(id);
    expect(ok(await changeLeadStageAction({ id, stage: "visita" }))).toMatchObject({ changed: false });
    expect((await leadRow(id)).lastActivityAt).toEqual(before.lastActivityAt);
    expect(await eventsOf(id)).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  });

  it("'perdido' needs a reason, kept until the lead moves on", async () => {
    asAdmin();
    const id = await insertLead();
    const refused = await changeLeadStageAction({ id, stage: "perdido", lostReason: "   " });
    expect(refused).toMatchObject({ ok: false, code: "invalid", fieldErrors: { lostReason: expect.any(String) } });
    expect((await leadRow(id)).stage).toBe("nuevo");
    const tooLong = await changeLeadStageAction({ id, stage: "perdido", lostReason: "x".repeat(501) });
    expect(tooLong).toMatchObject({ ok: false, fieldErrors: { lostReason: expect.any(String) } });

    ok(await changeLeadStageAction({ id, stage: "perdido", lostReason: "Eligió otra empresa" }));
    expect(await leadRow(id)).toMatchObject({ stage: "perdido", lostReason: "Eligió otra empresa" });
    ok(await changeLeadStageAction({ id, stage: "contactado" }));
    expect(await leadRow(id)).toMatchObject({ stage: "contactado", lostReason: null });
    expect((await eventsOf(id)).map((e) => [e.fromStage, e.toStage, e.body])).toEqual([
      ["nuevo", "perdido", "Eligió otra empresa"],
      ["perdido", "contactado", null],
    ]);
  });

  it("'ganado' sets the time of the win; leaving it clears it", async () => {
    asAdmin();
    const id = await insertLead({ stage: "presupuesto" });
    ok(await changeLeadStageAction({ id, stage: "ganado" }));
    expect((await leadRow(id)).wonAt).toBeInstanceOf(Date);
    ok(await changeLeadStageAction({ id, stage: "presupuesto" }));
    expect((await leadRow(id)).wonAt).toBeNull();
  });

  it("two moves at once are both recorded, each from the stage it really left", async () => {
    asAdmin();
    const id = await insertLead();
    const results = await Promise.all([changeLeadStageAction({ id, stage: "contactado" }), changeLeadStageAction({ id, stage: "visita" })]);
    for (const result of results) ok(result);
    const events = await eventsOf(id);
    expect(events).toHaveLength(2);
    expect(events[0].fromStage).toBe("nuevo");
    expect(events[1].fromStage).toBe(events[0].toStage);
    expect((await leadRow(id)).stage).toBe(events[1].toStage);
  });

  it("refuses an unknown stage", async () => {
    asAdmin();
    const id = await insertLead();
    expect(await changeLeadStageAction({ id, stage: "firmado" })).toMatchObject({ ok: false, code: "invalid" });
  });
});

describe("assignment", () => {
  it("gives a lead to an admin or a comercial, or to nobody, and records it", async () => {
    asAdmin();
    const id = await insertLead();
    ok(await assignLeadAction({ id, userId: staff.comercial.id }));
    expect((await leadRow(id)).assignedTo).toBe(staff.comercial.id);
    ok(await assignLeadAction({ id, userId: adminId }));
    ok(await assignLeadAction({ id, userId: "" }));
    expect((await leadRow(id)).assignedTo).toBeNull();
    expect((await eventsOf(id)).map((e) => e.details)).toEqual([
      { from: null, to: staff.comercial.id },
      { from: staff.comercial.id, to: adminId },
      { from: adminId, to: null },
    ]);
    const detail = await leadDetail(database.db, id, 1);
    expect(detail!.timeline.rows.map((e) => e.assigneeName)).toEqual([null, "Jefa", "Carla Comercial"]);
  });

  it("refuses an editor, an account without a role and an unknown id", async () => {
    asAdmin();
    const id = await insertLead();
    for (const userId of [staff.editor.id, "no-such-account"]) {
      expect(await assignLeadAction({ id, userId })).toMatchObject({ ok: false, code: "invalid", fieldErrors: { userId: expect.any(String) } });
    }
    expect((await leadRow(id)).assignedTo).toBeNull();
    expect(await eventsOf(id)).toEqual([]);
  });
});

describe("next action, value and notes", () => {
  it("are saved with their timeline entries, each by its author", async () => {
    as("comercial");
    const id = await insertLead();
    ok(await setLeadNextActionAction({ id, text: "Llamar para concretar visita", day: "2026-02-03" }));
    ok(await setLeadValueAction({ id, value: "18.500" }));
    ok(await addLeadNoteAction({ id, text: "Quiere empezar en primavera." }));
    expect(await leadRow(id)).toMatchObject({ nextAction: "Llamar para concretar visita", nextActionOn: "2026-02-03", estimatedValue: 18500 });
    expect((await eventsOf(id)).map((e) => [e.kind, e.actorId, e.body])).toEqual([
      ["next-action", staff.comercial.id, "Llamar para concretar visita"],
      ["value", staff.comercial.id, null],
      ["note", staff.comercial.id, "Quiere empezar en primavera."],
    ]);
    // The same value, next action and assignee again are no change: no event, no audit entry.
    const audited = await auditOf(id);
    ok(await setLeadValueAction({ id, value: 18500 }));
    ok(await setLeadNextActionAction({ id, text: "Llamar para concretar visita", day: "2026-02-03" }));
    ok(await assignLeadAction({ id, userId: (await leadRow(id)).assignedTo ?? "" }));
    expect(await eventsOf(id)).toHaveLength(3);
    expect(await auditOf(id)).toEqual(audited);
    expect(audited.map((a) => a.action)).toEqual(["lead.next-action", "lead.value", "lead.note"]);
  });

  it("refuse a bad day, a bad amount and an empty note", async () => {
    as("comercial");
    const id = await insertLead();
    expect(await setLeadNextActionAction({ id, text: "Llamar", day: "2026-02-30" })).toMatchObject({ ok: false, fieldErrors: { day: expect.any(String) } });
    expect(await setLeadNextActionAction({ id, text: "", day: "2026-02-03" })).toMatchObject({ ok: false, fieldErrors: { text: expect.any(String) } });
    expect(await setLeadValueAction({ id, value: "12,5" })).toMatchObject({ ok: false, fieldErrors: { value: expect.any(String) } });
    expect(await setLeadValueAction({ id, value: -3 })).toMatchObject({ ok: false });
    expect(await addLeadNoteAction({ id, text: "  " })).toMatchObject({ ok: false, fieldErrors: { text: expect.any(String) } });
    expect(await eventsOf(id)).toEqual([]);
  });

  it("the timeline reads newest first, 50 a page", async () => {
    asAdmin();
    const id = await insertLead();
    for (let i = 1; i <= 55; i++) await database.db.insert(leadEvents).values({ messageId: id, kind: "note", actorId: adminId, body: `nota ${i}` });
    const first = await leadDetail(database.db, id, 1);
    expect(first!.timeline).toMatchObject({ total: 55, pages: 2, page: 1 });
    expect(first!.timeline.rows[0]).toMatchObject({ body: "nota 55", actorName: "Jefa" });
    expect((await leadDetail(database.db, id, 2))!.timeline.rows.map((e) => e.body)).toEqual(["nota 5", "nota 4", "nota 3", "nota 2", "nota 1"]);
  });
});

describe("a lead typed in by staff", () => {
  const typed = { name: "Ramón Pazos", phone: "600 123 456", subject: "Tejado con goteras", source: "phone", stage: "contactado" };

  it("is created with its author, read, and a 'created' entry", async () => {
    as("comercial");
    const { id } = ok(await createLeadAction({ ...typed, value: "9000", assignee: staff.comercial.id, nextAction: "Visitar", nextActionOn: "2026-03-01" }));
    expect(await leadRow(id)).toMatchObject({
      email: null,
      phone: "600 123 456",
      message: "",
      source: "phone",
      stage: "contactado",
      status: "read",
      notificationStatus: "skipped",
      createdBy: staff.comercial.id,
      assignedTo: staff.comercial.id,
      estimatedValue: 9000,
      nextActionOn: "2026-03-01",
    });
    expect(await eventsOf(id)).toMatchObject([{ kind: "created", actorId: staff.comercial.id, toStage: "contactado", details: { source: "phone" } }]);
  });

  it("needs an e-mail or a phone, a manual source and a stage other than lost", async () => {
    as("comercial");
    expect(await createLeadAction({ ...typed, phone: "" })).toMatchObject({ ok: false, fieldErrors: { email: expect.any(String) } });
    expect(await createLeadAction({ ...typed, source: "form" })).toMatchObject({ ok: false, fieldErrors: { source: expect.any(String) } });
    expect(await createLeadAction({ ...typed, stage: "perdido" })).toMatchObject({ ok: false, fieldErrors: { stage: expect.any(String) } });
    expect(await createLeadAction({ ...typed, assignee: staff.editor.id })).toMatchObject({ ok: false, fieldErrors: { assignee: expect.any(String) } });
  });

  it("the form answers a refusal with what was typed, and a success with the lead's page", async () => {
    as("comercial");
    const form = new FormData();
    for (const [k, v] of Object.entries({ ...typed, phone: "" })) form.append(k, v);
    const state = await createLeadFormAction({ seq: 0, values: null, error: null, fieldErrors: {} }, form);
    expect(state).toMatchObject({ seq: 1, values: { name: "Ramón Pazos", subject: "Tejado con goteras" }, fieldErrors: { email: expect.any(String) } });
    form.set("email", "ramon@example.com");
    const target = await redirectOf(createLeadFormAction(state, form));
    expect(target).toMatch(/^\/admin\/leads\/[0-9a-f-]{36}\?aviso=created$/);
    expect(target).not.toContain("ramon");
  });
});

describe("the forms posted without JavaScript", () => {
  it("come back with a notice, never with what was typed", async () => {
    as("comercial");
    const id = await insertLead();
    const form = new FormData();
    form.append("id", id);
    form.append("stage", "contactado");
    form.append("back", "board");
    expect(await redirectOf(changeLeadStageFormAction(form))).toBe("/admin/leads/board?aviso=stage");
    const note = new FormData();
    note.append("id", id);
    note.append("text", "Llamó su hija");
    expect(await redirectOf(addLeadNoteFormAction(note))).toBe(`/admin/leads/${id}?aviso=note`);
  });

  it("the board posts a whole column: the pressed card's own list is the move", async () => {
    as("comercial");
    const [one, two] = [await insertLead(), await insertLead()];
    const form = new FormData();
    form.append("back", "board");
    form.append(`stage-${one}`, "nuevo");
    form.append(`stage-${two}`, "visita");
    form.append("id", two);
    expect(await redirectOf(changeLeadStageFormAction(form))).toBe("/admin/leads/board?aviso=stage");
    expect((await leadRow(one)).stage).toBe("nuevo");
    expect((await leadRow(two)).stage).toBe("visita");
  });

  it("a move on a filtered board comes back to the same filters, read through their parser", async () => {
    as("comercial");
    const id = await insertLead();
    const form = new FormData();
    form.append("back", "board");
    form.append("id", id);
    form.append(`stage-${id}`, "contactado");
    for (const [name, value] of Object.entries({ origen: "quote", responsable: "mine", desde: "2026-01-01", q: "García", vencidas: "1" }))
      form.append(name, value);
    expect(await redirectOf(changeLeadStageFormAction(form))).toBe(
      "/admin/leads/board?origen=quote&responsable=mine&desde=2026-01-01&q=Garc%C3%ADa&vencidas=1&aviso=stage",
    );
    // What is no filter is dropped, never echoed; a stage is the list's filter, not the board's.
    const odd = new FormData();
    odd.append("back", "board");
    odd.append("id", id);
    odd.append(`stage-${id}`, "visita");
    for (const [name, value] of Object.entries({ origen: "//evil.example", hasta: "mañana", etapa: "ganado", next: "https://evil.example" }))
      odd.append(name, value);
    expect(await redirectOf(changeLeadStageFormAction(odd))).toBe("/admin/leads/board?aviso=stage");
  });

  it("a move to 'perdido' from the board asks for the reason on the lead's page", async () => {
    as("comercial");
    const id = await insertLead();
    const form = new FormData();
    form.append("id", id);
    form.append("stage", "perdido");
    form.append("back", "board");
    expect(await redirectOf(changeLeadStageFormAction(form))).toBe(`/admin/leads/${id}?fallo=reason&etapa=perdido#stage`);
    expect((await leadRow(id)).stage).toBe("nuevo");
  });
});

describe("who may use the pipeline", () => {
  it("an editor is refused every write; a comercial is not", async () => {
    const id = await insertLead();
    as("editor");
    for (const result of [
      await changeLeadStageAction({ id, stage: "contactado" }),
      await assignLeadAction({ id, userId: staff.editor.id }),
      await addLeadNoteAction({ id, text: "hola" }),
      await setLeadValueAction({ id, value: 1 }),
      await setLeadNextActionAction({ id, text: "x", day: "" }),
      await createLeadAction({ name: "X", phone: "600000000", subject: "Y", source: "phone", stage: "nuevo" }),
    ]) {
      expect(result).toMatchObject({ ok: false, code: "forbidden" });
    }
    const form = new FormData();
    form.append("id", id);
    form.append("stage", "visita");
    expect(await redirectOf(changeLeadStageFormAction(form))).toBe("/admin");
    expect(await eventsOf(id)).toEqual([]);
    as("comercial");
    ok(await changeLeadStageAction({ id, stage: "contactado" }));
  });
});

describe("lists and the board", () => {
  // A database of its own would cost a second template load: the leads here are told apart by subject.
  const mark = "Pruebalista";
  let ids: string[] = [];
  const filters = (more: Partial<LeadFilters> = {}): LeadFilters => ({ ...NO_FILTERS, q: mark, ...more });

  test.beforeAll(async () => {
    ids = [];
    // 60 leads: 30 nuevo, 20 contactado (10 the comercial's), 10 ganado from WhatsApp.
    for (let i = 0; i < 60; i++) {
      const stage = i < 30 ? "nuevo" : i < 50 ? "contactado" : "ganado";
      ids.push(
        await insertLead({
          subject: `${mark} Cocína ${i}`,
          name: i === 7 ? "Begoña Iglesias" : `Cliente ${i}`,
          stage,
          source: stage === "ganado" ? "whatsapp" : "form",
          assignedTo: i >= 40 && i < 50 ? staff.comercial.id : null,
          createdAt: new Date(Date.UTC(2026, 4, 1 + (i % 20), 10)),
        }),
      );
    }
  });

  it("pages 50 at a time, most recently active first", async () => {
    const first = await listLeads(database.db, filters(), 1, adminId);
    expect(first).toMatchObject({ total: 60, pages: 2, page: 1, pageSize: LEADS_PAGE_SIZE });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0].id).toBe(ids[59]);
    const second = await listLeads(database.db, filters(), 2, adminId);
    expect(second.rows.map((r) => r.id)).toEqual(ids.slice(0, 10).reverse());
  });

  it("filters by stage, source, assignee (mine, nobody), days and text, accents aside", async () => {
    const total = async (more: Partial<LeadFilters>, viewer = adminId) => (await listLeads(database.db, filters(more), 1, viewer)).total;
    expect(await total({ stage: "contactado" })).toBe(20);
    expect(await total({ source: "whatsapp" })).toBe(10);
    expect(await total({ assignee: "mine" }, staff.comercial.id)).toBe(10);
    expect(await total({ assignee: "mine" })).toBe(0);
    expect(await total({ assignee: staff.comercial.id })).toBe(10);
    expect(await total({ assignee: "none" })).toBe(50);
    // 1 to 3 May (Madrid): i % 20 in 0..2, three of every twenty.
    expect(await total({ from: "2026-05-01", to: "2026-05-03" })).toBe(9);
    expect(await total({ from: "2026-05-20" })).toBe(3);
    expect(await total({ q: "begona iglesias" })).toBe(1);
    expect(await total({ q: `${mark} cocina 5` })).toBe(11);
  });

  it("'vencidas' keeps open leads whose next action's day has passed, as the dashboard counts them", async () => {
    // Not under `mark`: the other tests count every lead it finds.
    const late = "Retrasadaprueba";
    const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
    const mine = await insertLead({ subject: late, stage: "visita", nextAction: "Llamar", nextActionOn: day(-3), assignedTo: staff.comercial.id });
    await insertLead({ subject: late, stage: "presupuesto", nextAction: "Llamar", nextActionOn: day(-3) });
    // Not overdue: due in two days, or closed.
    await insertLead({ subject: late, stage: "visita", nextAction: "Llamar", nextActionOn: day(2) });
    await insertLead({ subject: late, stage: "ganado", nextAction: "Llamar", nextActionOn: day(-3) });
    const overdue = async (more: Partial<LeadFilters>, viewer = adminId) => listLeads(database.db, filters({ q: late, overdue: true, ...more }), 1, viewer);
    expect((await overdue({})).total).toBe(2);
    const own = await overdue({ assignee: "mine" }, staff.comercial.id);
    expect(own.rows.map((r) => r.id)).toEqual([mine]);
  });

  it("the board shows every stage's count and its most recently active cards", async () => {
    const columns = await board(database.db, filters(), adminId, 20);
    expect(columns.map((c) => [c.stage, c.count, c.cards.length])).toEqual([
      ["nuevo", 30, 20],
      ["contactado", 20, 20],
      ["visita", 0, 0],
      ["presupuesto", 0, 0],
      ["ganado", 10, 10],
      ["perdido", 0, 0],
    ]);
    expect(columns[0].cards[0].id).toBe(ids[29]);
    expect(columns[1].cards.find((c) => c.id === ids[45])?.assigneeName).toBe("Carla Comercial");
  });

  it("a blocked lead is in no list, no column and no page, and cannot be changed", async () => {
    asAdmin();
    const blocked = ids[59];
    await database.db.update(contactMessages).set({ blockedAt: new Date() }).where(eq(contactMessages.id, blocked));
    expect((await listLeads(database.db, filters(), 1, adminId)).total).toBe(59);
    expect((await board(database.db, filters(), adminId)).find((c) => c.stage === "ganado")!.count).toBe(9);
    expect(await leadDetail(database.db, blocked, 1)).toBeNull();
    for (const result of [
      await changeLeadStageAction({ id: blocked, stage: "perdido", lostReason: "x" }),
      await addLeadNoteAction({ id: blocked, text: "hola" }),
      await assignLeadAction({ id: blocked, userId: adminId }),
    ]) {
      expect(result).toMatchObject({ ok: false, code: "invalid", fieldErrors: { id: expect.any(String) } });
    }
    expect(await eventsOf(blocked)).toEqual([]);
  });
});

describe("at a few thousand leads", () => {
  it("the list's first page and a board column read their indexes", { timeout: 120_000 }, async () => {
    await database.db.execute(sql`
      insert into contact_messages (name, email, subject, message, stage, created_at, last_activity_at)
      select 'Cliente ' || g, 'c' || g || '@example.com', 'Obra ' || g, 'Hola',
             (array['nuevo','contactado','visita','presupuesto','ganado','perdido'])[1 + g % 6],
             now() - make_interval(mins => g), now() - make_interval(mins => g)
      from generate_series(1, 4000) g`);
    await database.db.execute(sql`analyze contact_messages`);
    const list = await explainAnalyze(database.db, leadListQuery(database.db, NO_FILTERS, adminId, LEADS_PAGE_SIZE, 0).toSQL());
    expect(indexesRead(list)).toContain("contact_messages_activity_idx");
    const column = await explainAnalyze(database.db, boardColumnQuery(database.db, "visita", NO_FILTERS, adminId).toSQL());
    expect(indexesRead(column)).toContain("contact_messages_stage_activity_idx");
  });
});
