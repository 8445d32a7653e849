import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { z } from "zod";
import { describe, expect, vi } from "vitest";
import type { Tx } from "@/db/client";
import { categories, contactMessages, heroImages, projectImages, projects } from "@/db/schema";
import { adminAction } from "@/admin/action";
import { adminActionMessages } from "@/admin/messages";
import { createCategoryAction } from "@/categories/actions";
import { categoryMessages } from "@/categories/messages";
import { acceptContactMessage } from "@/contact/service";
import { contactFormCatalogue } from "@/contact/messages";
import { installStructuredLogging } from "@/server/logging";
import { it, test } from "./support/fixtures";

vi.mock("next/headers", () => import("./support/next-headers"));

test.beforeEach(({ admin }) => admin.speaks("es"));

/** An admin action over the real pipeline whose run is the given write (no domain mapping of its own). */
const writing = (run: (tx: Tx, text: string) => Promise<unknown>) =>
  adminAction({
    name: "test.write",
    area: "content",
    schema: z.object({ text: z.string() }),
    fallbackError: "Error al guardar la prueba",
    run: ({ tx, input }) => run(tx, input.text),
    audit: () => ({ entity: "test" }),
    invalidates: [],
  });

describe("a save the database refuses names the field, in the person's language", () => {
  it("a unique value already taken, a reference to nothing, a missing required value, a value a check refuses", async ({ database, admin, category }) => {
    const cases: Array<[string, (tx: Tx, text: string) => Promise<unknown>, string, keyof (typeof adminActionMessages)["es"], string]> = [
      ["unique", (tx, text) => tx.insert(categories).values({ name: text, slug: "cocinas" }), "slug", "taken", "conflict"],
      [
        "foreign key",
        (tx, text) => tx.insert(projects).values({ title: text, slug: "sin-categoria", categoryId: "00000000-0000-4000-8000-000000000000" }),
        "categoryId",
        "missing-reference",
        "invalid",
      ],
      ["not null", (tx) => tx.execute(sql`insert into ${heroImages} (image_url, title) values ('/media/hero/x.jpg', null)`), "title", "required", "invalid"],
      [
        "check",
        async (tx, text) => {
          const [p] = await tx.insert(projects).values({ title: text, slug: "con-imagen", categoryId: category.id }).returning();
          await tx.execute(sql`insert into ${projectImages} (project_id, image_url, image_type) values (${p.id}, '/media/x.jpg', 'sideways')`);
        },
        "imageType",
        "invalid",
        "invalid",
      ],
    ];
    const error = vi.spyOn(console, "error");
    try {
      for (const locale of ["es", "pt"] as const) {
        await admin.speaks(locale);
        for (const [label, run, field, problem, code] of cases) {
          const message = adminActionMessages[locale][problem];
          expect(await writing(run)({ text: "Obra" }), `${label} (${locale})`).toEqual({ ok: false, code, error: message, fieldErrors: { [field]: message } });
        }
      }
      // Answers, not faults: nothing is logged.
      expect(error).not.toHaveBeenCalled();
    } finally {
      error.mockRestore();
    }
    expect(await database.db.select().from(projects)).toEqual([]);
  });

  it("a value too long to index", async ({ admin }) => {
    // Random, so PostgreSQL cannot compress it under the btree row limit (about 2.7 KB).
    const slug = randomBytes(3000).toString("base64url").slice(0, 4000);
    await admin.speaks("gl");
    const message = adminActionMessages.gl["too-long"];
    expect(await writing((tx, text) => tx.insert(categories).values({ name: text, slug }))({ text: "Longa" })).toEqual({
      ok: false,
      code: "invalid",
      error: message,
      fieldErrors: { slug: message },
    });
  });

  it("anything else keeps the action's own message, in the person's language", async ({ database, admin }) => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      await admin.speaks("en");
      // A real action whose write fails for a reason no field explains.
      await database.db.execute(sql`create or replace function test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`);
      await database.db.execute(sql`create trigger test_refuse before insert on ${categories} for each row execute function test_refuse()`);
      expect(await createCategoryAction({ name: "Tejados", slug: "tejados" })).toEqual({ ok: false, code: "failed", error: categoryMessages.en.createError });
    } finally {
      await database.db.execute(sql`drop trigger if exists test_refuse on ${categories}`);
      error.mockRestore();
    }
  });
});

describe("a failed save's log line", () => {
  const SECRET = "Texto-privado-de-la-vecina-7f3a";
  const EMAIL = "vecina.privada@obras.test";

  /** Runs `work` with the production logger, returning the JSON lines it wrote to stderr. */
  async function logged(work: () => Promise<void>): Promise<string[]> {
    const saved = { log: console.log, info: console.info, debug: console.debug, warn: console.warn, error: console.error };
    const lines: string[] = [];
    const write = vi.spyOn(process.stderr, "write").mockImplementation((chunk: string | Uint8Array) => {
      lines.push(String(chunk));
      return true;
    });
    installStructuredLogging();
    try {
      await work();
    } finally {
      Object.assign(console, saved);
      write.mockRestore();
    }
    return lines.join("").split("\n").filter(Boolean);
  }

  const expectSafe = (lines: string[], label: string) => {
    expect(lines.length, "one line written").toBeGreaterThan(0);
    for (const line of lines) {
      const parsed = JSON.parse(line) as { level: string; msg: string };
      expect(parsed.msg).toContain(label);
      expect(line).not.toContain(SECRET);
      expect(line).not.toContain(EMAIL);
      expect(line).not.toMatch(/insert into|select |params/i);
      expect(line.length, line).toBeLessThan(4096);
    }
  };

  it("says which action failed and why (SQLSTATE, table, constraint), never the text it was saving", async ({ database }) => {
    await database.db.execute(
      sql`create or replace function test_quote() returns trigger language plpgsql as $$ begin raise exception 'refused: %', new.name using detail = new.description; end $$`,
    );
    await database.db.execute(sql`create trigger test_quote before insert on ${categories} for each row execute function test_quote()`);
    try {
      const lines = await logged(async () => {
        // PostgreSQL's own message and detail quote the value; the failed query carries it as a parameter.
        const result = await createCategoryAction({ name: SECRET, slug: "privada", description: `${SECRET} ${EMAIL}` });
        expect(result).toEqual({ ok: false, code: "failed", error: categoryMessages.es.createError });
        const quoted = await writing((tx, text) => tx.execute(sql`select ${text}::int`))({ text: SECRET });
        expect(quoted).toEqual({ ok: false, code: "failed", error: "Error al guardar la prueba" });
      });
      expectSafe(lines, "[admin] ");
      expect(lines[0]).toContain("category.create failed");
      expect(lines[0]).toContain("P0001");
      expect(lines[1]).toContain("test.write failed");
      expect(lines[1]).toContain("22P02");
    } finally {
      await database.db.execute(sql`drop trigger if exists test_quote on ${categories}`);
    }
  });

  it("of a contact message says it could not be stored, without the visitor's message or address", async ({ database }) => {
    await database.db.execute(
      sql`create or replace function test_quote_message() returns trigger language plpgsql as $$ begin raise exception 'refused: % %', new.email, new.message; end $$`,
    );
    await database.db.execute(sql`create trigger test_quote_message before insert on ${contactMessages} for each row execute function test_quote_message()`);
    try {
      const lines = await logged(async () => {
        const result = await acceptContactMessage(database.db, { name: "Vecina", email: EMAIL, subject: "Obra", message: SECRET }, "203.0.113.9");
        expect(result).toEqual({ ok: false, error: contactFormCatalogue.es.errorRetry });
      });
      expectSafe(lines, "[contact] could not store message");
    } finally {
      await database.db.execute(sql`drop trigger if exists test_quote_message on ${contactMessages}`);
    }
  });
});
