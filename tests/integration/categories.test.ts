import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { categories, projects } from "@/db/schema";
import { categoryMessages, categoryValidationMessages } from "@/categories/messages";

const m = categoryMessages.es;
const v = categoryValidationMessages.es;
import { CategoryError, createCategory, deleteCategory, listCategories, updateCategory } from "@/categories/service";
import { categorySchema } from "@/categories/validation";
import { it, rejection } from "./support/fixtures";

const input = (fields: Partial<{ name: string; slug: string; description: string }>) =>
  categorySchema.parse({ name: "Cocinas", slug: "cocinas", description: "", ...fields });

async function addProjects(database: Database, categoryId: string, name: string, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({ slug: `${categoryId.slice(0, 8)}-p${i}`, title: `Proyecto ${i}`, categoryId, category: name }));
  await database.db.insert(projects).values(rows);
}

const refusal = (work: Promise<unknown>) => rejection(work, CategoryError);

describe("category validation (one schema for the form and the server)", () => {
  it("uses the spec's messages", () => {
    const issues = (value: unknown) => {
      const r = categorySchema.safeParse(value);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(issues({ name: "  ", slug: "" })).toEqual({ name: v.nameRequired, slug: v.slugRequired });
    expect(issues({ name: "Baños", slug: "Mala Slug!" })).toEqual({ slug: v.slugPattern });
    for (const bad of ["a--b", "-ab", "ab-", "ÁB", "a_b"]) expect(issues({ name: "x", slug: bad })).toEqual({ slug: v.slugPattern });
    expect(issues({ name: "Baños", slug: "banos-2" })).toEqual({});
  });

  it("stores an empty description as null and trims the rest", () => {
    expect(categorySchema.parse({ name: " Baños ", slug: "banos", description: "   " })).toEqual({
      name: "Baños",
      slug: "banos",
      description: null,
    });
    expect(categorySchema.parse({ name: "Baños", slug: "banos" }).description).toBeNull();
    expect(categorySchema.parse({ name: "Baños", slug: "banos", description: " Reformas " }).description).toBe("Reformas");
  });
});

describe("category service", () => {
  it("creates a category and lists categories by name", async ({ database }) => {
    const created = await createCategory(database.db, input({ name: "Cocinas", slug: "cocinas" }));
    expect(created).toMatchObject({ name: "Cocinas", slug: "cocinas", description: null });
    await createCategory(database.db, input({ name: "Baños", slug: "banos", description: "Baños completos" }));
    expect((await listCategories(database.db)).map((c) => c.name)).toEqual(["Baños", "Cocinas"]);
  });

  it("refuses a duplicate slug with a message for the slug field", async ({ database }) => {
    const err = await refusal(createCategory(database.db, input({ name: "Otra", slug: "cocinas" })));
    expect(err).toMatchObject({ message: m.slugTaken, reason: "slug-taken", field: "slug" });
    expect((await listCategories(database.db)).filter((c) => c.slug === "cocinas")).toHaveLength(1);
  });

  it("updates a category, keeping its own slug allowed and another's refused", async ({ database }) => {
    const [cocinas] = await database.db.select().from(categories).where(eq(categories.slug, "cocinas"));
    const { category } = await updateCategory(database.db, cocinas.id, input({ name: "Cocinas", slug: "cocinas", description: "Cocinas a medida" }));
    expect(category.description).toBe("Cocinas a medida");
    const err = await refusal(updateCategory(database.db, cocinas.id, input({ name: "Cocinas", slug: "banos" })));
    expect(err.field).toBe("slug");
    const missing = await refusal(updateCategory(database.db, "00000000-0000-4000-8000-000000000000", input({ slug: "nueva" })));
    expect(missing.reason).toBe("not-found");
  });

  it("renames the denormalised category name of its projects in the same transaction", async ({ database }) => {
    const [cocinas] = await database.db.select().from(categories).where(eq(categories.slug, "cocinas"));
    await addProjects(database, cocinas.id, "Cocinas", 2);
    const result = await database.db.transaction((tx) => updateCategory(tx, cocinas.id, input({ name: "Cocinas y office", slug: "cocinas" })));
    expect(result.renamedProjects).toBe(2);
    const names = await database.db.select({ category: projects.category }).from(projects).where(eq(projects.categoryId, cocinas.id));
    expect(names.map((p) => p.category)).toEqual(["Cocinas y office", "Cocinas y office"]);
  });

  it("rolls the rename back with the transaction when a later step fails", async ({ database }) => {
    const [cocinas] = await database.db.select().from(categories).where(eq(categories.slug, "cocinas"));
    await expect(
      database.db.transaction(async (tx) => {
        await updateCategory(tx, cocinas.id, input({ name: "Nombre perdido", slug: "cocinas" }));
        throw new Error("audit failed");
      }),
    ).rejects.toThrow("audit failed");
    const names = await database.db.select({ category: projects.category }).from(projects).where(eq(projects.categoryId, cocinas.id));
    expect(new Set(names.map((p) => p.category))).toEqual(new Set(["Cocinas y office"]));
  });

  it("refuses to delete a category in use, naming how many projects use it", async ({ database }) => {
    const used = await createCategory(database.db, input({ name: "Fachadas", slug: "fachadas" }));
    await addProjects(database, used.id, "Fachadas", 3);
    const err = await database.db.transaction((tx) => refusal(deleteCategory(tx, used.id)));
    expect(err.reason).toBe("in-use");
    expect(err.message).toBe("No se puede eliminar: 3 proyectos usan esta categoría. Cámbielos de categoría primero.");
    expect(await database.db.select().from(categories).where(eq(categories.id, used.id))).toHaveLength(1);

    await database.db
      .delete(projects)
      .where(eq(projects.categoryId, used.id))
      .then(() => addProjects(database, used.id, "Fachadas", 1));
    expect((await refusal(deleteCategory(database.db, used.id))).message).toBe(m.inUse(1));
    expect(m.inUse(1)).toContain("1 proyecto usa esta categoría");
  });

  it("deletes an unused category, and reports one that no longer exists", async ({ database }) => {
    const unused = await createCategory(database.db, input({ name: "Tejados", slug: "tejados" }));
    const deleted = await database.db.transaction((tx) => deleteCategory(tx, unused.id));
    expect(deleted.slug).toBe("tejados");
    expect(await database.db.select().from(categories).where(eq(categories.id, unused.id))).toHaveLength(0);
    expect((await refusal(deleteCategory(database.db, unused.id))).reason).toBe("not-found");
  });

  it("lets the database refuse a delete of a category in use (restrict), whichever code it reports", async ({ database }) => {
    const used = await createCategory(database.db, input({ name: "Obra nueva", slug: "obra-nueva" }));
    await addProjects(database, used.id, "Obra nueva", 1);
    const err = await database.db
      .delete(categories)
      .where(eq(categories.id, used.id))
      .then(
        () => null,
        (e: unknown) => e,
      );
    const { isRestrictViolation } = await import("@/db/errors");
    expect(isRestrictViolation(err)).toBe(true);
  });
});
