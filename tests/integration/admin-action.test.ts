import { count, eq } from "drizzle-orm";
import { z } from "zod";
import { describe, expect, vi } from "vitest";
import type { Database } from "@/db/client";
import { auditLog, categories } from "@/db/schema";
import { adminAction } from "@/admin/action";
import { Refusal } from "@/lib/refusal";
import { accessMessages } from "@/auth/admin/messages";
import { createCategoryAction } from "@/categories/actions";
import { categoryMessages, categoryValidationMessages } from "@/categories/messages";
import { cached } from "@/platform/cache";
import { signUp } from "./support/app-session";
import { it, test } from "./support/fixtures";
import { requestAs } from "./support/next-headers";

// The wrapper reads the session from the request headers: each test says whose request it is.
vi.mock("next/headers", () => import("./support/next-headers"));

let database: Database;
let adminId: string;
let visitorCookie: string;

test.beforeAll(async ({ app, admin }) => {
  database = app.database;
  adminId = admin.id;
  visitorCookie = (await signUp(database, { email: "vecino@obras.test" })).cookie;
});
test.beforeEach(({ admin }) => admin.signIn());

const auditRows = () => database.db.select().from(auditLog).orderBy(auditLog.id);
const categoryCount = async () => (await database.db.select({ n: count() }).from(categories))[0].n;

/** A cached read tagged `tag`, and how many times it actually ran. */
let observers = 0;
function observedRead(tag: string) {
  let reads = 0;
  const read = cached(`admin-action-test:${tag}:${++observers}`, [tag], async () => ++reads);
  return { read, reads: () => reads };
}

const schema = z.object({ name: z.string().trim().min(1), slug: z.string().regex(/^[a-z-]+$/) });

/** An action over the real wrapper whose run inserts a category, then does whatever `after` says. */
function testAction(after: (id: string) => Promise<void> = async () => {}) {
  const run = vi.fn(async ({ tx, input }: { tx: Parameters<Parameters<Database["db"]["transaction"]>[0]>[0]; input: z.output<typeof schema> }) => {
    const [row] = await tx.insert(categories).values({ name: input.name, slug: input.slug }).returning();
    await after(row.id);
    return row;
  });
  const action = adminAction({
    name: "test-category.create",
    area: "content",
    schema,
    fallbackError: "Error al crear la prueba",
    run,
    audit: (_input, row) => ({ entity: "category", entityId: row.id, details: { name: row.name } }),
    invalidates: ["test-tag-a", "test-tag-b"],
  });
  return { action, run };
}

describe("adminAction", () => {
  it("refuses a visitor and a signed-in non-admin before validating or running anything", async () => {
    const { action, run } = testAction();
    const before = { audit: (await auditRows()).length, categories: await categoryCount() };

    requestAs(null);
    // Even invalid input is answered with the refusal: a visitor learns nothing about the schema.
    expect(await action({ name: "" })).toEqual({
      ok: false,
      code: "unauthorized",
      error: "No ha iniciado sesión (unauthorized). Inicie sesión para continuar.",
    });
    requestAs(visitorCookie);
    expect(await action({ name: "Cocinas", slug: "cocinas" })).toEqual({
      ok: false,
      code: "forbidden",
      error: accessMessages.es.forbidden,
    });
    expect(await action({ name: "" })).toMatchObject({ ok: false, code: "forbidden" });
    // A forged cookie is no session.
    requestAs("better-auth.session_token=forged.value");
    expect(await action({ name: "Cocinas", slug: "cocinas" })).toMatchObject({ ok: false, code: "unauthorized" });

    expect(run).not.toHaveBeenCalled();
    expect((await auditRows()).length).toBe(before.audit);
    expect(await categoryCount()).toBe(before.categories);
  });

  it("answers invalid input with Spanish field errors and writes nothing", async () => {
    const { action, run } = testAction();
    const tag = observedRead("test-tag-a");
    await tag.read();
    const before = (await auditRows()).length;

    const result = await action({ name: "  ", slug: "No Vale", extra: 1 });
    expect(result).toMatchObject({ ok: false, code: "invalid" });
    if (result.ok) throw new Error("unreachable");
    expect(result.fieldErrors).toEqual({ name: "Este campo es obligatorio.", slug: "El formato no es válido." });
    expect(result.error).toBe("Este campo es obligatorio.");
    expect(await action({ slug: "x" })).toMatchObject({ fieldErrors: { name: "Este campo es obligatorio." } });
    expect(await action("no es un objeto")).toMatchObject({ code: "invalid", fieldErrors: { _: "El valor enviado no tiene el formato esperado." } });

    // A real action: the schema's own (spec) messages win over the generic Spanish ones.
    const real = await createCategoryAction({ name: "", slug: "Mal Slug" });
    expect(real).toMatchObject({
      ok: false,
      code: "invalid",
      fieldErrors: { name: categoryValidationMessages.es.nameRequired, slug: categoryValidationMessages.es.slugPattern },
    });

    expect(run).not.toHaveBeenCalled();
    expect((await auditRows()).length).toBe(before);
    expect(await categoryCount()).toBe(0);
    // Nothing was invalidated either.
    await tag.read();
    expect(tag.reads()).toBe(1);
  });

  it("rolls back a run that throws: neither its write nor an audit row survives, and no cache is dropped", async () => {
    const tag = observedRead("test-tag-a");
    await tag.read();
    const before = (await auditRows()).length;
    const error = vi.spyOn(console, "error").mockImplementation(() => {});

    const crashing = testAction(async () => {
      throw new Error("disk on fire");
    });
    expect(await crashing.action({ name: "Cocinas", slug: "cocinas" })).toEqual({ ok: false, code: "failed", error: "Error al crear la prueba" });
    expect(crashing.run).toHaveBeenCalledTimes(1);
    expect(error).toHaveBeenCalledWith("[admin] test-category.create failed", expect.objectContaining({ user: adminId }));

    // A refusal the run explains: its own message and field, still nothing written.
    const refusing = testAction(async () => {
      throw new Refusal("Este slug ya existe. Por favor, elige otro.", "conflict", "slug");
    });
    expect(await refusing.action({ name: "Baños", slug: "banos" })).toEqual({
      ok: false,
      code: "conflict",
      error: "Este slug ya existe. Por favor, elige otro.",
      fieldErrors: { slug: "Este slug ya existe. Por favor, elige otro." },
    });

    error.mockRestore();
    expect(await categoryCount()).toBe(0);
    expect((await auditRows()).length).toBe(before);
    await tag.read();
    expect(tag.reads()).toBe(1);
  });

  it("commits a successful run with exactly one audit row of its name and invalidates the listed tags only", async () => {
    const a = observedRead("test-tag-a");
    const b = observedRead("test-tag-b");
    const other = observedRead("test-tag-other");
    for (const tag of [a, b, other]) await tag.read();
    const before = await auditRows();

    const { action, run } = testAction();
    const result = await action({ name: "  Tejados ", slug: "tejados" });
    expect(result.ok).toBe(true);
    if (!result.ok) throw new Error("unreachable");
    expect(run).toHaveBeenCalledTimes(1);
    // The run got the parsed (trimmed) input and the signed-in admin.
    expect(run.mock.calls[0][0]).toMatchObject({ input: { name: "Tejados", slug: "tejados" }, user: { id: adminId, email: "jefa@obras.test", role: "admin" } });
    expect(result.data).toMatchObject({ name: "Tejados", slug: "tejados" });

    const [stored] = await database.db.select().from(categories).where(eq(categories.slug, "tejados"));
    expect(stored).toMatchObject({ id: result.data.id, name: "Tejados" });

    const added = (await auditRows()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      userId: adminId,
      action: "test-category.create",
      entity: "category",
      entityId: result.data.id,
      details: { name: "Tejados" },
    });

    // The listed tags were dropped (the next read runs again); another tag's entry is kept.
    for (const tag of [a, b, other]) await tag.read();
    expect([a.reads(), b.reads(), other.reads()]).toEqual([2, 2, 1]);
  });

  it("a real admin action (category.create) goes through the same path", async () => {
    const before = (await auditRows()).length;
    const result = await createCategoryAction({ name: "Fachadas", slug: "fachadas", description: "" });
    expect(result).toMatchObject({ ok: true, data: { name: "Fachadas", slug: "fachadas", description: null } });
    const added = (await auditRows()).slice(before);
    expect(added.map((r) => [r.action, r.userId, r.details])).toEqual([["category.create", adminId, { name: "Fachadas", slug: "fachadas" }]]);
  });

  it("answers in the person's admin language: schema, generic and refusal messages", async ({ admin }) => {
    const inLanguage = async (locale: "gl" | "pt" | "en") => {
      await admin.speaks(locale);
      return createCategoryAction({ name: "", slug: "Mal Slug" });
    };
    try {
      for (const locale of ["gl", "pt", "en"] as const) {
        const m = categoryValidationMessages[locale];
        expect(await inLanguage(locale)).toMatchObject({ ok: false, fieldErrors: { name: m.nameRequired, slug: m.slugPattern } });
        expect(m.nameRequired).not.toBe(categoryValidationMessages.es.nameRequired);
      }
      // A refusal raised by the service (slug taken) is in the language too.
      await createCategoryAction({ name: "Cubiertas", slug: "cubiertas" });
      await admin.speaks("pt");
      expect(await createCategoryAction({ name: "Outra", slug: "cubiertas" })).toMatchObject({ ok: false, error: categoryMessages.pt.slugTaken });
      // zod's own defaults (no message in the schema) too.
      await admin.speaks("en");
      expect(await testAction().action({ slug: "x" })).toMatchObject({ fieldErrors: { name: "This field is required." } });
    } finally {
      await admin.speaks("es");
    }
  });
});
