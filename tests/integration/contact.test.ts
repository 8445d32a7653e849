import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { acceptContactMessage } from "@/contact/service";
import { contactFormCatalogue as catalogue } from "@/contact/validation";

const m = catalogue.es;
import { it, test } from "./support/fixtures";

let database: Database;
const valid = { name: "Xoán", email: "xoan@example.com", subject: "Presupuesto", message: "Quiero reformar la cocina." };

test.beforeAll(({ database: fileDatabase }) => {
  process.env.CONTACT_RATE_LIMIT = "3";
  database = fileDatabase;
});

const count = async () => (await database.db.select().from(contactMessages)).length;

describe("contact messages", () => {
  it("stores a valid message with status 'new' and a null phone when none is given", async () => {
    expect(await acceptContactMessage(database.db, valid, "ip-a")).toEqual({ ok: true });
    const [row] = await database.db.select().from(contactMessages);
    expect(row).toMatchObject({ ...valid, phone: null, status: "new" });
  });

  it("refuses missing required fields with the spec's message and stores nothing", async () => {
    const before = await count();
    const result = await acceptContactMessage(database.db, { ...valid, subject: "   " }, "ip-b");
    expect(result).toMatchObject({ ok: false, error: m.requiredText, fieldErrors: { subject: m.requiredText } });
    expect(await acceptContactMessage(database.db, null, "ip-b")).toMatchObject({ ok: false });
    expect(await acceptContactMessage(database.db, { ...valid, email: "no-es-email" }, "ip-b")).toMatchObject({
      ok: false,
      fieldErrors: { email: m.emailInvalid },
    });
    expect(await count()).toBe(before);
  });

  it("answers a Galician or English visitor in their language", async () => {
    const { runInLocale } = await import("@/i18n/server");
    const gl = await runInLocale("gl", () => acceptContactMessage(database.db, { ...valid, subject: "" }, "ip-g"));
    expect(gl).toMatchObject({ ok: false, error: catalogue.gl.requiredText, fieldErrors: { subject: catalogue.gl.requiredText } });
    const en = await runInLocale("en", () => acceptContactMessage(database.db, { ...valid, email: "nope" }, "ip-g"));
    expect(en).toMatchObject({ ok: false, fieldErrors: { email: catalogue.en.emailInvalid } });
    expect(catalogue.en.emailInvalid).not.toBe(m.emailInvalid);
  });

  it("refuses oversized fields", async () => {
    const result = await acceptContactMessage(database.db, { ...valid, message: "x".repeat(5001) }, "ip-c");
    expect(result).toMatchObject({ ok: false, fieldErrors: { message: m.tooLong(5000) } });
  });

  it("pretends success for a filled honeypot and stores nothing", async () => {
    const before = await count();
    expect(await acceptContactMessage(database.db, { ...valid, website: "http://spam.example" }, "ip-d")).toEqual({ ok: true });
    expect(await count()).toBe(before);
  });

  it("rate-limits per address with a clear Spanish message", async () => {
    for (let i = 0; i < 3; i++) expect(await acceptContactMessage(database.db, valid, "ip-e")).toEqual({ ok: true });
    expect(await acceptContactMessage(database.db, valid, "ip-e")).toEqual({ ok: false, error: m.rateLimited });
    expect(await acceptContactMessage(database.db, valid, "ip-f")).toEqual({ ok: true });
  });
});

describe("a NUL byte in a contact field", () => {
  it("is dropped with the other control characters: the message is stored, tabs and line breaks kept", async () => {
    const subject = `Nulo ${Date.now()}`;
    const result = await acceptContactMessage(
      database.db,
      { ...valid, name: "Xo\u0000án\u0007", subject, message: "Línea 1\u0000\n\tLínea 2\u001b" },
      "ip-nul",
    );
    expect(result).toEqual({ ok: true });
    const rows = await database.db.select().from(contactMessages);
    const stored = rows.find((r) => r.subject === subject)!;
    expect(stored.name).toBe("Xoán");
    expect(stored.message).toBe("Línea 1\n\tLínea 2");
  });
});
