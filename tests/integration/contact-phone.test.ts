import { describe, expect, vi } from "vitest";
import { submitContactFormAction } from "@/contact/actions";
import { contactFormCatalogue as catalogue } from "@/contact/messages";
import { contactMessages } from "@/db/schema";
import type { Database } from "@/db/client";
import { it, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

/**
 * The contact form's server action, as the browser posts it (with or without JavaScript), refuses
 * a phone that is not a plausible number, in the visitor's language (the page's address sets
 * `x-locale`), and stores nothing; a plausible one, Spanish or international, is stored as typed.
 */
vi.mock("next/headers", () => import("./support/next-headers"));
// The action schedules its e-mail after the response; there is no response here.
vi.mock("next/server", async (original) => ({ ...(await original<typeof import("next/server")>()), after: () => {} }));

let database: Database;
test.beforeAll(({ app }) => {
  database = app.database;
});

let visitors = 0;
/** Posts the form as a visitor of the page in `locale`, from an address of its own (each has a rate limit). */
function post(fields: Record<string, string>, locale: "es" | "gl" | "en" = "es") {
  requestAs(null, { "x-locale": locale, "x-forwarded-for": `192.0.2.${++visitors}` });
  const form = new FormData();
  for (const [name, value] of Object.entries({
    name: "Uxía",
    email: "uxia@example.com",
    subject: "Presupuesto",
    message: "Reforma del baño.",
    website: "",
    ...fields,
  }))
    form.append(name, value);
  return submitContactFormAction({ posted: false }, form);
}

const stored = async () => (await database.db.select().from(contactMessages)).map((row) => row.phone);

describe("the contact form's phone", () => {
  it("'123' is refused in the visitor's language, what was typed is given back and nothing is stored", async () => {
    for (const locale of ["es", "gl", "en"] as const) {
      const result = await post({ phone: "123" }, locale);
      expect(result).toMatchObject({
        posted: true,
        ok: false,
        error: catalogue[locale].phoneInvalid,
        fieldErrors: { phone: catalogue[locale].phoneInvalid },
        values: { phone: "123", name: "Uxía" },
      });
    }
    expect(new Set([catalogue.es.phoneInvalid, catalogue.gl.phoneInvalid, catalogue.en.phoneInvalid]).size).toBe(3);
    expect(await stored()).toEqual([]);
  });

  it("refuses a Spanish number that cannot be one and a foreign one without its country code", async () => {
    for (const phone of ["+34 123 456 789", "07911 123456", "600 11 22 33 ext 4"])
      expect(await post({ phone }), phone).toMatchObject({ ok: false, fieldErrors: { phone: catalogue.es.phoneInvalid } });
    expect(await stored()).toEqual([]);
  });

  it("stores a plausible Spanish or international number as typed, and no phone as none", async () => {
    for (const phone of ["+34 600 11 22 33", "(986) 12-34-56", "0044 7911 123456", ""])
      expect(await post({ phone }), phone).toMatchObject({ posted: true, ok: true });
    expect((await stored()).sort()).toEqual(["(986) 12-34-56", "+34 600 11 22 33", "0044 7911 123456", null].sort());
  });
});
