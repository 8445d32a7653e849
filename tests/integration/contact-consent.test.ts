import { eq } from "drizzle-orm";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { loadInbox } from "@/contact/admin-queries";
import { CONTACT_NOTICE_VERSION } from "@/contact/notice";
import { acceptContactMessage } from "@/contact/service";
import { it, test } from "./support/fixtures";

/**
 * The proof kept with each contact message: which data-protection notice its sender was shown
 * (src/contact/notice.ts), whether they ticked the optional commercial-messages box, and when
 * (the row's own created_at); and the inbox's read of it for staff.
 */

// loadInbox reads the session from the request headers: the file's admin's.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let ipCounter = 0;

test.beforeAll(({ app }) => {
  process.env.CONTACT_RATE_LIMIT = "1000";
  database = app.database;
});

const valid = { name: "Uxía Romero", email: "uxia@example.com", subject: "Reforma", message: "Quiero cambiar las ventanas." };

/** Sends through the public path and returns the stored row. */
async function send(fields: Record<string, unknown>) {
  let id = "";
  const result = await acceptContactMessage(database.db, { ...valid, ...fields }, `ip-consent-${++ipCounter}`, { onStored: (stored) => (id = stored) });
  expect(result).toEqual({ ok: true });
  return (await database.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
}

describe("consent recorded with a contact message", () => {
  it("stores the notice version in force and no commercial consent when the box is left unticked", async () => {
    const before = Date.now();
    const row = await send({ subject: "Sin casilla" });
    expect(row).toMatchObject({ noticeVersion: CONTACT_NOTICE_VERSION, marketingConsent: false });
    // The time of consent is the row's own: written by the request that carried the form.
    expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row.createdAt.getTime()).toBeLessThanOrEqual(Date.now() + 5_000);
  });

  it("stores consent to commercial messages only for a ticked box ('on')", async () => {
    expect(await send({ subject: "Con casilla", marketing: "on" })).toMatchObject({ noticeVersion: CONTACT_NOTICE_VERSION, marketingConsent: true });
    for (const marketing of ["true", "yes", "", 1, ["on"]])
      expect(await send({ subject: `Otro valor ${JSON.stringify(marketing)}`, marketing }), JSON.stringify(marketing)).toMatchObject({
        marketingConsent: false,
      });
  });

  it("leaves rows written before the notice existed without a version and without consent", async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values({ ...valid, subject: "Antiguo" })
      .returning();
    expect(row).toMatchObject({ noticeVersion: null, marketingConsent: false });
  });
});

describe("the inbox's read for staff", () => {
  it("gives each message its notice version and commercial consent", async ({ admin }) => {
    admin.signIn();
    const inbox = await loadInbox("todos", 1);
    const consentOf = (subject: string) => inbox.messages.find((m) => m.subject === subject)?.consent;
    expect(consentOf("Sin casilla")).toEqual({ noticeVersion: CONTACT_NOTICE_VERSION, marketing: false });
    expect(consentOf("Con casilla")).toEqual({ noticeVersion: CONTACT_NOTICE_VERSION, marketing: true });
    expect(consentOf("Antiguo")).toEqual({ noticeVersion: null, marketing: false });
  });
});
