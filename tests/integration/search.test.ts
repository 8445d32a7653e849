/**
 * The public search (/buscar) end to end at the query level: the real `searchPublishedProjects`
 * runs against a fresh migrated test database (PGlite, or PostgreSQL with TEST_DATABASE_URL).
 *
 * How: the app's `getDb()` returns the process-wide database held on `globalThis.__appDatabase`
 * (src/db/index.ts). The `app` fixture puts the file's database there before the first query, so
 * the same code and SQL the page runs are exercised, with no change to the app.
 */
import { describe, expect } from "vitest";
import type { Database } from "@/db/client";
import { eq } from "drizzle-orm";
import { projects } from "@/db/schema";
import { cacheTags, invalidateTags } from "@/platform/cache";
import { searchPublishedProjects } from "@/projects/queries";
import { insertCategories, it, test } from "./support/fixtures";

let database: Database;

test.beforeAll(async ({ app }) => {
  database = app.database;
  invalidateTags(cacheTags.projects, cacheTags.media);
  const db = database.db;

  const [banos, cocinas, rehab] = await insertCategories(database, "Baños", "Cocinas", "Rehabilitación");

  await db.insert(projects).values([
    {
      slug: "reforma-bano-pontevedra",
      title: "Reforma de baño en Pontevedra",
      shortDescription: "Baño completo con ducha de obra.",
      category: banos.name,
      categoryId: banos.id,
      location: "Pontevedra",
      features: ["Plato de ducha de obra", "Suelo radiante"],
      published: true,
      createdAt: new Date("2024-01-01T10:00:00Z"),
    },
    {
      slug: "cocina-abierta-vigo",
      title: "Cocina abierta al salón",
      shortDescription: "Reforma integral de una cocina con isla.",
      category: cocinas.name,
      categoryId: cocinas.id,
      location: "Vigo",
      features: ["Isla central", "Encimera de cuarzo"],
      published: true,
      createdAt: new Date("2024-02-01T10:00:00Z"),
    },
    {
      slug: "casa-de-piedra-ourense",
      title: "Rehabilitación de casa de piedra",
      description: "Vivienda rural de dos plantas; se reutilizó la cocina de leña original.",
      longDescription: "<p>Recuperamos la <strong>fachada</strong> de granito y la cubierta de pizarra.</p>",
      category: rehab.name,
      categoryId: rehab.id,
      location: "Ourense",
      features: ["Aislamiento térmico SATE"],
      published: true,
      createdAt: new Date("2024-03-01T10:00:00Z"),
    },
    {
      slug: "atico-a-coruna",
      title: "ÁTICO REFORMADO EN A CORUÑA",
      shortDescription: "Terraza acristalada y nueva distribución.",
      category: rehab.name,
      categoryId: rehab.id,
      location: "A Coruña",
      published: true,
      createdAt: new Date("2024-04-01T10:00:00Z"),
    },
    {
      slug: "borrador-bano-lugo",
      title: "Baño de diseño en Lugo",
      shortDescription: "Borrador: cocina y baño con mampara de vidrio.",
      category: banos.name,
      categoryId: banos.id,
      location: "Lugo",
      features: ["Mampara de vidrio templado"],
      published: false,
    },
  ]);
});

test.afterAll(() => {
  invalidateTags(cacheTags.projects, cacheTags.media);
});

const search = (q: string, page = 1, pageSize = 50) => searchPublishedProjects(q, { page, pageSize, locale: "es" });
const slugs = async (q: string) => (await search(q)).projects.map((p) => p.slug);

describe("searchPublishedProjects (Spanish, accent-insensitive full-text search)", () => {
  it("ignores accents both ways: 'bano' finds 'Baño', 'cocína' finds 'cocina'", async () => {
    expect(await slugs("bano")).toContain("reforma-bano-pontevedra");
    expect(await slugs("cocína")).toContain("cocina-abierta-vigo");
    expect((await slugs("rehabilitacion")).sort()).toEqual(["atico-a-coruna", "casa-de-piedra-ourense"]);
  });

  // Needs unaccent_es() to map accented capitals itself: PostgreSQL's lower() only folds ASCII
  // when the database's LC_CTYPE is C (CI creates its cluster with --no-locale).
  it("ignores accents on capital letters, in the query and in the text ('BAÑO', 'ÁTICO')", async () => {
    expect(await slugs("BAÑO")).toContain("reforma-bano-pontevedra");
    expect(await slugs("atico")).toEqual(["atico-a-coruna"]);
    expect(await slugs("Ático")).toEqual(["atico-a-coruna"]);
    expect(await slugs("coruna")).toEqual(["atico-a-coruna"]);
  });

  it("stems Spanish words: 'reformas' finds 'Reforma' and 'reformado'", async () => {
    expect((await slugs("reformas")).sort()).toEqual(["atico-a-coruna", "cocina-abierta-vigo", "reforma-bano-pontevedra"]);
  });

  it("never returns drafts, even when only a draft matches", async () => {
    expect(await slugs("mampara")).toEqual([]);
    expect(await slugs("Lugo")).toEqual([]);
    expect(await slugs("baño")).not.toContain("borrador-bano-lugo");
    expect(await slugs("cocina")).not.toContain("borrador-bano-lugo");
  });

  it("searches location, category and features", async () => {
    expect(await slugs("Vigo")).toEqual(["cocina-abierta-vigo"]);
    expect(await slugs("Cocinas")).toContain("cocina-abierta-vigo");
    expect(await slugs("suelo radiante")).toEqual(["reforma-bano-pontevedra"]);
    expect(await slugs("cuarzo")).toEqual(["cocina-abierta-vigo"]);
    expect(await slugs("aislamiento termico")).toEqual(["casa-de-piedra-ourense"]);
  });

  it("searches the long description's text, not its HTML tags", async () => {
    expect(await slugs("granito")).toEqual(["casa-de-piedra-ourense"]);
    expect(await slugs("strong")).toEqual([]);
  });

  it("ranks a title match above a description match", async () => {
    expect(await slugs("cocina")).toEqual(["cocina-abierta-vigo", "casa-de-piedra-ourense"]);
  });

  it("returns card DTOs", async () => {
    const [card] = (await search("cuarzo")).projects;
    expect(card).toMatchObject({
      slug: "cocina-abierta-vigo",
      title: "Cocina abierta al salón",
      category: "Cocinas",
      location: "Vigo",
      shortDescription: "Reforma integral de una cocina con isla.",
      cover: null,
    });
  });

  it("returns nothing for an empty query and survives search syntax and very long input", async () => {
    expect(await slugs("")).toEqual([]);
    expect(await slugs("   ")).toEqual([]);
    expect(await slugs('"cocina abierta"')).toEqual(["cocina-abierta-vigo"]);
    expect(await slugs("cocina -isla")).toEqual(["casa-de-piedra-ourense"]);
    expect(await slugs("baño OR cuarzo")).toHaveLength(2);
    expect(await slugs(")(*&^%$#@!'\\")).toEqual([]);
    // Capped at 200 characters before it reaches the database.
    expect(await slugs(`cocina${" ".repeat(300)}x`)).toContain("cocina-abierta-vigo");
    await expect(slugs("cocina".repeat(2000))).resolves.toEqual([]);
  });

  it("pages the results: a total by count, pages of the asked size, none overlapping, the same order as one long page", async () => {
    const whole = (await search("reformas")).projects.map((p) => p.slug);
    const first = await search("reformas", 1, 2);
    const second = await search("reformas", 2, 2);
    expect([first.total, first.pageCount, first.page, second.page]).toEqual([3, 2, 1, 2]);
    expect([...first.projects, ...second.projects].map((p) => p.slug)).toEqual(whole);
    expect(second.projects).toHaveLength(1);
    expect((await search("reformas", 3, 2)).projects).toEqual([]);
    expect(await search("", 2, 2)).toEqual({ projects: [], page: 1, pageCount: 1, total: 0 });
    expect(await search("zzzz", 1, 2)).toEqual({ projects: [], page: 1, pageCount: 1, total: 0 });
  });

  it("finds an updated project by its new words and no longer by the ones it lost", async () => {
    const db = database.db;
    const [before] = await db
      .select({ title: projects.title, longDescription: projects.longDescription })
      .from(projects)
      .where(eq(projects.slug, "casa-de-piedra-ourense"));
    await db
      .update(projects)
      .set({ title: "Rehabilitación de un hórreo", longDescription: "<p>Cubierta de <em>pizarra</em> nueva.</p>" })
      .where(eq(projects.slug, "casa-de-piedra-ourense"));
    try {
      expect(await slugs("horreo")).toEqual(["casa-de-piedra-ourense"]);
      expect(await slugs("HÓRREOS")).toEqual(["casa-de-piedra-ourense"]);
      expect(await slugs("granito")).toEqual([]);
    } finally {
      await db.update(projects).set(before).where(eq(projects.slug, "casa-de-piedra-ourense"));
    }
    expect(await slugs("granito")).toEqual(["casa-de-piedra-ourense"]);
  });

  it("finds a project once it is published, and loses it once unpublished", async () => {
    const db = database.db;
    await db.update(projects).set({ published: true }).where(eq(projects.slug, "borrador-bano-lugo"));
    try {
      expect(await slugs("mampara")).toEqual(["borrador-bano-lugo"]);
    } finally {
      await db.update(projects).set({ published: false }).where(eq(projects.slug, "borrador-bano-lugo"));
    }
    expect(await slugs("mampara")).toEqual([]);
  });
});
