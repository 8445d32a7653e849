/**
 * Translated content on the public side: the real cached reads (cards, project page, category filter) and
 * the real search, against a fresh migrated database (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL), then localized as the pages do. A text without translation reads Spanish.
 */
import { describe, expect } from "vitest";
import { categories, projects } from "@/db/schema";
import { listCategoryFilters } from "@/categories/queries";
import type { PublicLocale } from "@/i18n/locales";
import { readLandingPage } from "@/landing/load-projects";
import { cacheTags, invalidateTags } from "@/platform/cache";
import { localizeCards, localizeProject } from "@/projects/localize";
import { getPublishedProject, listPublishedProjectsPage, searchPublishedProjects } from "@/projects/queries";
import { it, test } from "./support/fixtures";

const day = (n: number) => new Date(Date.UTC(2024, 0, n));

test.beforeAll(async ({ app }) => {
  invalidateTags(cacheTags.projects, cacheTags.categories, cacheTags.media);
  const db = app.database.db;
  const [cocinas, banos, fachadas, obra] = await db
    .insert(categories)
    .values([
      { name: "Cocinas", slug: "cocinas", translations: { gl: { name: "Cociñas" }, en: { name: "Kitchens", description: "Made to measure" } } },
      // No translation at all: Spanish in every language.
      { name: "Baños", slug: "banos" },
      { name: "Fachadas", slug: "fachadas", translations: { gl: { name: "Fachadas e tellados" }, en: { name: "Facades and roofs" } } },
      { name: "Obra nueva", slug: "obra-nueva", translations: { en: { name: "New builds" } } },
    ])
    .returning();

  await db.insert(projects).values([
    {
      slug: "cocina-isla",
      title: "Cocina abierta con isla",
      shortDescription: "Cocina integrada en el salón.",
      description: "Nueva cocina de 22 m² abierta al comedor.",
      longDescription: "<p>Encimera de <strong>cuarzo</strong></p>",
      category: cocinas.name,
      categoryId: cocinas.id,
      location: "Pontevedra",
      features: ["Isla central", "Extracción a cubierta"],
      materials: { Muebles: "Lacado verde", Encimera: "Cuarzo blanco" },
      keywords: ["cocina Pontevedra"],
      metaTitle: "Cocina con isla | Miño",
      published: true,
      createdAt: day(3),
      translations: {
        gl: {
          title: "Cociña aberta con illa",
          features: ["Illa central", "Extracción á cuberta"],
          materials: [
            ["Encimeira", "Cuarzo branco"],
            ["Mobles", "Lacado verde"],
          ],
          keywords: ["cociña Pontevedra"],
        },
        en: {
          title: "Open kitchen with island",
          shortDescription: "Kitchen opened to the living room.",
          longDescription: '<p>Quartz <script>alert("x")</script><em>worktops</em></p>',
          metaTitle: "  ",
        },
      },
    },
    {
      slug: "bano-accesible",
      title: "Baño accesible en Redondela",
      shortDescription: "Ducha a ras de suelo.",
      category: banos.name,
      categoryId: banos.id,
      location: "Redondela",
      features: ["Barras de apoyo"],
      published: true,
      createdAt: day(2),
    },
    {
      slug: "fachada-calvario",
      title: "Rehabilitación de fachada",
      shortDescription: "Galerías de madera recuperadas.",
      category: fachadas.name,
      categoryId: fachadas.id,
      location: "Vigo",
      published: true,
      createdAt: day(1),
    },
    {
      slug: "casa-nigran",
      title: "Casa en Nigrán",
      category: obra.name,
      categoryId: obra.id,
      published: true,
      createdAt: day(4),
      translations: {
        en: { title: "New roofs in Nigrán", longDescription: "<p>The kitchen opens onto the garden.</p>" },
        gl: { title: "Casa en Nigrán con tellados novos" },
      },
    },
    {
      slug: "borrador-cocina",
      title: "Borrador de cocina",
      category: cocinas.name,
      categoryId: cocinas.id,
      published: false,
      translations: { en: { title: "Draft kitchen roofs" }, gl: { title: "Cociña en borrador" } },
    },
  ]);
});

test.afterAll(() => {
  invalidateTags(cacheTags.projects, cacheTags.categories, cacheTags.media);
});

const search = (q: string, locale: PublicLocale) => searchPublishedProjects(q, { pageSize: 20, locale });
const slugs = async (q: string, locale: PublicLocale) => (await search(q, locale)).projects.map((p) => p.slug);

describe("project cards in the visitor's language", () => {
  it("translate title, short description and category; what has no translation stays Spanish", async () => {
    const page = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 });
    const bySlug = (locale: PublicLocale) => Object.fromEntries(localizeCards(page.projects, locale).map((c) => [c.slug, c]));
    const gl = bySlug("gl");
    expect(gl["cocina-isla"]).toMatchObject({ title: "Cociña aberta con illa", shortDescription: "Cocina integrada en el salón.", category: "Cociñas" });
    expect(gl["bano-accesible"]).toMatchObject({ title: "Baño accesible en Redondela", category: "Baños" });
    expect(gl["casa-nigran"].category).toBe("Obra nueva");
    const en = bySlug("en");
    expect(en["cocina-isla"]).toMatchObject({
      title: "Open kitchen with island",
      shortDescription: "Kitchen opened to the living room.",
      category: "Kitchens",
    });
    expect(en["fachada-calvario"]).toMatchObject({ title: "Rehabilitación de fachada", category: "Facades and roofs" });
    expect(bySlug("es")["cocina-isla"]).toMatchObject({ title: "Cocina abierta con isla", category: "Cocinas" });
    // A card is plain strings: nothing of the translations travels with it to the browser.
    expect(Object.keys(gl["cocina-isla"]).sort()).toEqual(["categoryId", "category", "cover", "id", "location", "shortDescription", "slug", "title"].sort());
  });

  it("keeps one cached read for every language", async () => {
    const first = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 });
    const again = await listPublishedProjectsPage({ categoryId: null, page: 1, pageSize: 12 });
    expect(again).toBe(first);
    expect(first.projects.map((p) => p.slug)).toEqual(["casa-nigran", "cocina-isla", "bano-accesible", "fachada-calvario"]);
  });

  it("names the landing filter's categories in the visitor's language, in its alphabetical order", async () => {
    const reads = { categories: listCategoryFilters, page: listPublishedProjectsPage };
    const en = await readLandingPage({ categoria: "fachadas", pagina: 1 }, reads, "en");
    expect(en.categories.map((c) => c.name)).toEqual(["Baños", "Facades and roofs", "Kitchens", "New builds"]);
    expect([en.active?.name, en.projects.map((p) => [p.title, p.category])]).toEqual([
      "Facades and roofs",
      [["Rehabilitación de fachada", "Facades and roofs"]],
    ]);
    const gl = await readLandingPage({ categoria: null, pagina: 1 }, reads, "gl");
    expect(gl.categories.map((c) => c.name)).toEqual(["Baños", "Cociñas", "Fachadas e tellados", "Obra nueva"]);
    const es = await readLandingPage({ categoria: null, pagina: 1 }, reads, "es");
    expect(es.categories.map((c) => c.name)).toEqual(["Baños", "Cocinas", "Fachadas", "Obra nueva"]);
  });
});

describe("the project page in the visitor's language", () => {
  it("reads every translated text, the materials in their translated order, the rest in Spanish", async () => {
    const record = await getPublishedProject("cocina-isla");
    expect(record).not.toBeNull();
    const gl = localizeProject(record!, "gl");
    expect(gl).toMatchObject({
      title: "Cociña aberta con illa",
      category: "Cociñas",
      features: ["Illa central", "Extracción á cuberta"],
      materials: [
        ["Encimeira", "Cuarzo branco"],
        ["Mobles", "Lacado verde"],
      ],
      keywords: ["cociña Pontevedra"],
      // Not translated: Spanish.
      description: "Nueva cocina de 22 m² abierta al comedor.",
      shortDescription: "Cocina integrada en el salón.",
      longDescriptionHtml: "<p>Encimera de <strong>cuarzo</strong></p>",
    });
    expect(gl).not.toHaveProperty("translations");
    // The Spanish SEO title would name the translated page in Spanish: empty, the page builds it from the title.
    expect(gl.metaTitle).toBeNull();

    const en = localizeProject(record!, "en");
    expect(en.title).toBe("Open kitchen with island");
    expect(en.category).toBe("Kitchens");
    // The translated long description is sanitised as the Spanish is.
    expect(en.longDescriptionHtml).toContain("<em>worktops</em>");
    expect(en.longDescriptionHtml).not.toContain("script");
    // A blank translation is no translation: no English SEO title, so none in Spanish either.
    expect(en.metaTitle).toBeNull();
    expect(en.features).toEqual(["Isla central", "Extracción a cubierta"]);

    const es = localizeProject(record!, "es");
    expect([es.title, es.category, es.materials]).toEqual([
      "Cocina abierta con isla",
      "Cocinas",
      [
        ["Muebles", "Lacado verde"],
        ["Encimera", "Cuarzo blanco"],
      ],
    ]);
  });

  it("names an untranslated category in Spanish", async () => {
    const record = await getPublishedProject("bano-accesible");
    expect(localizeProject(record!, "en").category).toBe("Baños");
  });
});

describe("search in the visitor's language", () => {
  it("searches Galician with the Galician document, accent-insensitively", async () => {
    expect(await slugs("cociña", "gl")).toContain("cocina-isla");
    expect(await slugs("ILLA", "gl")).toEqual(["cocina-isla"]);
    // The title and features were translated: their Spanish words are gone from the Galician document.
    expect(await slugs("isla", "gl")).toEqual([]);
  });

  it("searches English with English stemming", async () => {
    expect(await slugs("islands", "en")).toEqual(["cocina-isla"]);
    expect(await slugs("worktop", "en")).toEqual(["cocina-isla"]);
  });

  it("falls back to the Spanish words of the fields a language has not translated", async () => {
    expect(await slugs("redondela", "gl")).toEqual(["bano-accesible"]);
    expect(await slugs("ducha", "en")).toEqual(["bano-accesible"]);
    expect(await slugs("comedor", "gl")).toEqual(["cocina-isla"]);
  });

  it("finds a project by its category's translated name, in that language only", async () => {
    expect(await slugs("fachadas tellados", "gl")).toEqual(["fachada-calvario"]);
    expect(await slugs("facades", "en")).toEqual(["fachada-calvario"]);
    expect(await slugs("tellados", "es")).toEqual([]);
    expect(await slugs("facades", "gl")).toEqual([]);
  });

  it("ranks as the Spanish search does: a title match first, a category-only match after the text matches", async () => {
    // "kitchen": a title (weight A) beats a long description (weight D); cocina-isla, also in the
    // category "Kitchens", is counted once.
    expect(await slugs("kitchen", "en")).toEqual(["cocina-isla", "casa-nigran"]);
    // "roofs": casa-nigran's own title, then the project found only by its category's name.
    expect(await slugs("roofs", "en")).toEqual(["casa-nigran", "fachada-calvario"]);
    expect(await slugs("tellados", "gl")).toEqual(["casa-nigran", "fachada-calvario"]);
    const page = await search("roofs", "en");
    expect([page.total, page.pageCount]).toEqual([2, 1]);
  });

  it("never returns drafts, whatever the language", async () => {
    expect(await slugs("draft", "en")).toEqual([]);
    expect(await slugs("borrador", "gl")).toEqual([]);
  });

  it("keeps the Spanish search as it was", async () => {
    expect(await slugs("cocinas", "es")).toEqual(["cocina-isla"]);
    expect(await slugs("kitchen", "es")).toEqual([]);
  });

  it("returns localizable cards: the search's results read in the visitor's language", async () => {
    const [card] = localizeCards((await search("facades", "en")).projects, "en");
    expect([card.title, card.category]).toEqual(["Rehabilitación de fachada", "Facades and roofs"]);
  });

  it("survives search syntax in every language", async () => {
    for (const locale of ["es", "gl", "en"] as const) {
      expect((await search('"unclosed -or OR', locale)).total).toBeGreaterThanOrEqual(0);
    }
  });
});
