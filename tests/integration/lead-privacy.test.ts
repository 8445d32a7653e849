import { eq, inArray } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import { POST as exportRoute } from "@/app/api/admin/leads/export/route";
import type { Database } from "@/db/client";
import { auditLog, contactMessages, leadEvents, leadPhotos, projects, user } from "@/db/schema";
import { leadPrivacyAction, type LeadPrivacyState } from "@/leads/privacy-actions";
import { getStorage } from "@/platform/storage";
import { leadPrivacyMessages } from "@/settings/admin/messages";
import { signUp } from "./support/app-session";
import { it, redirectOf, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";
import { unzip } from "../support/unzip";

vi.mock("next/headers", () => import("./support/next-headers"));

const m = leadPrivacyMessages.es;
const SITE = "http://localhost:3000";

let database: Database;
let adminCookie: string;
const cookies: Record<"editor" | "comercial", string> = { editor: "", comercial: "" };

type Seeded = { ids: string[]; keys: string[] };

/** Two enquiries of Ana (one blocked, one won with a quote, timeline and two photos) and one of Berta with a photo. */
async function seed(): Promise<{ ana: Seeded; berta: Seeded }> {
  await database.db.delete(contactMessages);
  await database.db.delete(auditLog);
  const storage = getStorage();
  const [project] = await database.db.select({ id: projects.id }).from(projects).limit(1);
  const rows = await database.db
    .insert(contactMessages)
    .values([
      {
        name: "Ana Pérez",
        email: "Ana.Perez@Correo.test",
        phone: "600 111 222",
        subject: "Reforma de cocina",
        message: "Quiero cambiar la cocina entera.",
        source: "quote",
        stage: "ganado",
        wonAt: new Date("2026-03-01T10:00:00Z"),
        estimatedValue: 18000,
        marketingConsent: true,
        noticeVersion: "2026-01",
        projectId: project?.id ?? null,
        quote: {
          categoryId: null,
          categoryName: "Cocinas",
          municipality: "Lugo",
          areaM2: 12,
          budgetBand: "10000-30000",
          desiredStart: "1-3-meses",
          channel: "phone",
          callTime: "mañanas",
        },
        createdAt: new Date("2026-01-10T09:00:00Z"),
      },
      {
        name: "Ana P.",
        email: "ana.perez@correo.test",
        subject: "Baño",
        message: "Y el baño, ¿cuánto?",
        stage: "perdido",
        lostReason: "Precio",
        blockedAt: new Date("2026-05-01T10:00:00Z"),
        createdAt: new Date("2024-01-10T09:00:00Z"),
      },
      { name: "Berta", email: "berta@correo.test", subject: "Tejado", message: "Goteras en el tejado." },
    ])
    .returning({ id: contactMessages.id });
  const [won, blocked, other] = rows.map((r) => r.id);
  await database.db.insert(leadEvents).values([
    { messageId: won, kind: "created", at: new Date("2026-01-10T09:00:00Z") },
    { messageId: won, kind: "note", body: "Llamada: visita el martes", actorId: null, at: new Date("2026-01-11T09:00:00Z") },
    { messageId: won, kind: "stage", fromStage: "presupuesto", toStage: "ganado", at: new Date("2026-03-01T10:00:00Z") },
    { messageId: blocked, kind: "created", at: new Date("2024-01-10T09:00:00Z") },
    { messageId: other, kind: "created" },
  ]);
  const photo = async (messageId: string, i: number, bytes: Buffer) => {
    const key = `leads/${messageId}/${i}-foto.jpg`;
    await storage.put(key, bytes, { contentType: "image/jpeg" });
    await database.db
      .insert(leadPhotos)
      .values({ messageId, storageKey: key, contentType: "image/jpeg", bytes: bytes.length, width: 4, height: 3, position: i });
    return key;
  };
  const anaKeys = [await photo(won, 0, Buffer.from("primera foto de Ana")), await photo(won, 1, Buffer.alloc(200_000, 7))];
  const bertaKeys = [await photo(other, 0, Buffer.from("foto de Berta"))];
  return { ana: { ids: [won, blocked], keys: anaKeys }, berta: { ids: [other], keys: bertaKeys } };
}

/** The export route called as the browser posts its form. */
function postExport(email: string, origin = SITE) {
  const body = new URLSearchParams({ email });
  return exportRoute(
    new Request(`${SITE}/api/admin/leads/export`, {
      method: "POST",
      body,
      headers: { origin, host: "localhost:3000", "content-type": "application/x-www-form-urlencoded" },
    }),
  );
}

const find = (email: string) => {
  const form = new FormData();
  form.append("intent", "find");
  form.append("email", email);
  return leadPrivacyAction({ seq: 0 } as LeadPrivacyState, form);
};
const erase = (email: string, fields: Record<string, string>) => {
  const form = new FormData();
  form.append("intent", "erase");
  form.append("email", email);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return leadPrivacyAction({ seq: 3 } as LeadPrivacyState, form);
};

test.beforeAll(async ({ app, admin }) => {
  database = app.database;
  adminCookie = admin.cookie;
  for (const role of ["editor", "comercial"] as const) {
    const person = await signUp(database, { email: `${role}@privacidad.test` });
    await database.db.update(user).set({ role }).where(eq(user.id, person.id));
    cookies[role] = person.cookie;
  }
}, 120_000);
test.beforeEach(() => requestAs(adminCookie));

describe("export on request", () => {
  it("downloads one private ZIP: datos.json with every enquiry of the address (any capitals, blocked ones too) and its photos", async () => {
    const { ana, berta } = await seed();
    const res = await postExport("  ANA.perez@correo.TEST ");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("private, no-store");
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="consultas-\d{4}-\d{2}-\d{2}\.zip"$/);
    const zip = Buffer.from(await res.arrayBuffer());
    const files = unzip(zip);
    expect([...files.keys()]).toEqual(["datos.json", `fotos/${ana.ids[0]}/01.jpg`, `fotos/${ana.ids[0]}/02.jpg`]);
    expect(files.get(`fotos/${ana.ids[0]}/01.jpg`)!.toString()).toBe("primera foto de Ana");
    expect(files.get(`fotos/${ana.ids[0]}/02.jpg`)!.equals(Buffer.alloc(200_000, 7))).toBe(true);

    const data = JSON.parse(files.get("datos.json")!.toString("utf8"));
    expect(data.email).toBe("ANA.perez@correo.TEST");
    expect(data.leads.map((l: { id: string }) => l.id)).toEqual([ana.ids[1], ana.ids[0]]);
    const [blocked, won] = data.leads;
    expect(blocked).toMatchObject({ name: "Ana P.", stage: "perdido", lostReason: "Precio", blockedAt: "2026-05-01T10:00:00.000Z", photos: [] });
    expect(won).toMatchObject({
      name: "Ana Pérez",
      email: "Ana.Perez@Correo.test",
      phone: "600 111 222",
      subject: "Reforma de cocina",
      message: "Quiero cambiar la cocina entera.",
      source: "quote",
      stage: "ganado",
      estimatedValue: 18000,
      marketingConsent: true,
      noticeVersion: "2026-01",
      receivedAt: "2026-01-10T09:00:00.000Z",
      wonAt: "2026-03-01T10:00:00.000Z",
      quote: { municipality: "Lugo", areaM2: 12, callTime: "mañanas" },
    });
    expect(won.events.map((e: { kind: string }) => e.kind)).toEqual(["created", "note", "stage"]);
    expect(won.events[1]).toMatchObject({ body: "Llamada: visita el martes", byStaff: false });
    expect(won.events[2]).toMatchObject({ fromStage: "presupuesto", toStage: "ganado" });
    expect(won.photos).toEqual([
      expect.objectContaining({ file: `fotos/${ana.ids[0]}/01.jpg`, contentType: "image/jpeg", width: 4, height: 3 }),
      expect.objectContaining({ file: `fotos/${ana.ids[0]}/02.jpg`, bytes: 200_000 }),
    ]);
    // Nothing of anyone else.
    expect(zip.includes(Buffer.from("Berta"))).toBe(false);
    expect(zip.includes(Buffer.from(berta.ids[0]))).toBe(false);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.export"));
    expect(entry.details).toEqual({ leads: 2, photos: 2 });
    expect(JSON.stringify(entry)).not.toMatch(/ana|correo/i);
  });

  it("leaves out a photo whose file is gone, and answers an address without enquiries with an empty list", async () => {
    const { ana } = await seed();
    await getStorage().delete(ana.keys[0]);
    const files = unzip(Buffer.from(await (await postExport("ana.perez@correo.test")).arrayBuffer()));
    expect([...files.keys()]).toEqual(["datos.json", `fotos/${ana.ids[0]}/02.jpg`]);
    const none = unzip(Buffer.from(await (await postExport("nadie@correo.test")).arrayBuffer()));
    expect(JSON.parse(none.get("datos.json")!.toString()).leads).toEqual([]);
  });

  it("is refused to editors, sales staff, the signed out, another site's form and a malformed address", async () => {
    await seed();
    for (const role of ["editor", "comercial"] as const) {
      requestAs(cookies[role]);
      const res = await postExport("ana.perez@correo.test");
      expect(res.status, role).toBe(403);
      expect(res.headers.get("cache-control")).toBe("private, no-store");
    }
    requestAs(null);
    expect((await postExport("ana.perez@correo.test")).status).toBe(401);
    requestAs(adminCookie);
    expect((await postExport("ana.perez@correo.test", "https://otro.example")).status).toBe(403);
    const bad = await postExport("no es un email");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: m.emailInvalid });
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.export"))).toEqual([]);
  });
});

describe("erasure on request", () => {
  it("finds the enquiries first, then erases them only once the box is ticked: rows, timeline, photo rows and files", async () => {
    const { ana, berta } = await seed();
    const looked = await find("ana.perez@CORREO.test");
    expect(looked).toMatchObject({ seq: 1, email: "ana.perez@CORREO.test", found: { total: 2, won: 1 }, error: null });
    expect(looked.notice).toBe(m.found(2, 1, "ana.perez@CORREO.test"));
    expect(looked.confirmLabel).toBe(m.eraseConfirm(2));

    const unticked = await erase("ana.perez@correo.test", { seen: "2" });
    expect(unticked).toMatchObject({ error: m.confirmRequired, found: { total: 2 } });
    expect(await database.db.select().from(contactMessages).where(inArray(contactMessages.id, ana.ids))).toHaveLength(2);

    // One more enquiry arrived since the admin looked: nothing goes, the new count is shown.
    const stale = await erase("ana.perez@correo.test", { seen: "1", confirm: "yes" });
    expect(stale).toMatchObject({ error: m.changed(2), found: { total: 2 } });
    expect(await database.db.select().from(contactMessages).where(inArray(contactMessages.id, ana.ids))).toHaveLength(2);

    const done = await erase("ana.perez@correo.test", { seen: "2", confirm: "yes" });
    expect(done).toMatchObject({ erased: 2, error: null, email: "", found: null, notice: m.erased(2) });
    expect(await database.db.select().from(contactMessages).where(inArray(contactMessages.id, ana.ids))).toEqual([]);
    expect(await database.db.select().from(leadEvents).where(inArray(leadEvents.messageId, ana.ids))).toEqual([]);
    expect(await database.db.select().from(leadPhotos).where(inArray(leadPhotos.messageId, ana.ids))).toEqual([]);
    for (const key of ana.keys) expect(await getStorage().exists(key)).toBe(false);

    // Berta's enquiry, timeline and photo are untouched.
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.id, berta.ids[0]))).toHaveLength(1);
    expect(await database.db.select().from(leadPhotos).where(eq(leadPhotos.messageId, berta.ids[0]))).toHaveLength(1);
    expect(await getStorage().exists(berta.keys[0])).toBe(true);

    const entries = await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.erase"));
    expect(entries).toHaveLength(1);
    expect(entries[0].details).toEqual({ erased: 2, files: 2 });
    expect(JSON.stringify(entries[0])).not.toMatch(/ana|correo/i);

    expect(await find("ana.perez@correo.test")).toMatchObject({ found: { total: 0, won: 0 }, notice: m.none("ana.perez@correo.test") });
  });

  it("refuses a malformed address with a reason", async () => {
    expect(await find("ana.perez")).toMatchObject({ error: m.emailInvalid, found: null });
    expect(await erase("", { seen: "0", confirm: "yes" })).toMatchObject({ error: m.emailInvalid });
  });

  it("sends editors and sales staff to Access Denied and the signed out to sign in, erasing nothing", async () => {
    const { ana } = await seed();
    for (const role of ["editor", "comercial"] as const) {
      requestAs(cookies[role]);
      expect(await redirectOf(find("ana.perez@correo.test"))).toBe("/admin");
      expect(await redirectOf(erase("ana.perez@correo.test", { seen: "2", confirm: "yes" }))).toBe("/admin");
    }
    requestAs(null);
    expect(await redirectOf(erase("ana.perez@correo.test", { seen: "2", confirm: "yes" }))).toMatch(/^\/auth\?redirect=/);
    expect(await database.db.select().from(contactMessages).where(inArray(contactMessages.id, ana.ids))).toHaveLength(2);
    expect(await database.db.select().from(auditLog).where(eq(auditLog.action, "lead.erase"))).toEqual([]);
  });
});
