import { describe, expect, it, vi } from "vitest";
import type { CategoryFilter } from "@/categories/queries";
import { loadLandingProjects, type LandingReads } from "@/landing/load-projects";
import { LANDING_PAGE_SIZE, landingHref, parseCategory, parsePage } from "@/landing/paging";
import { SAMPLE_PROJECTS } from "@/landing/sample-projects";

const cocinasRow: CategoryFilter = { id: "c1", name: "Cocinas", slug: "cocinas", publishedCount: 3, translations: { gl: { name: "Cociñas" } } };
const banosRow: CategoryFilter = { id: "c2", name: "Baños", slug: "banos", publishedCount: 0, translations: { en: { name: "Bathrooms" } } };
// What the page shows in Spanish: the rows without their translations.
const { translations: _c, ...cocinas } = cocinasRow;
const { translations: _b, ...banos } = banosRow;
const realRecord = {
  ...SAMPLE_PROJECTS[0],
  id: "real",
  title: "Real",
  category: "Cocinas",
  categoryId: "c1",
  translations: { gl: { title: "Real en galego", shortDescription: " " } },
  categoryName: "Cocinas",
  categoryTranslations: { gl: { name: "Cociñas" } },
};
const real = [{ ...SAMPLE_PROJECTS[0], id: "real", title: "Real", category: "Cocinas", categoryId: "c1" }];

function fakeReads(): LandingReads & { asked: unknown[] } {
  const asked: unknown[] = [];
  return {
    asked,
    categories: async () => [banosRow, cocinasRow],
    page: async (options) => {
      asked.push(options);
      return { projects: [realRecord], page: options.page, pageCount: 4, total: 40 };
    },
  };
}

describe("landing projects", () => {
  it("reads one page of the database's projects, filtered by the chosen category", async () => {
    const reads = fakeReads();
    const result = await loadLandingProjects({ categoria: "cocinas", pagina: 2 }, reads, "es");
    expect(reads.asked).toEqual([{ categoryId: "c1", page: 2, pageSize: LANDING_PAGE_SIZE }]);
    expect(result).toEqual({ projects: real, page: 2, pageCount: 4, total: 40, categories: [cocinas], active: cocinas, failed: false });
  });

  it("reads every category for 'Todos' and for an unknown slug; a chosen category with no projects keeps its button", async () => {
    const reads = fakeReads();
    expect((await loadLandingProjects({ categoria: null, pagina: 1 }, reads, "es")).active).toBeNull();
    expect((await loadLandingProjects({ categoria: "no-existe", pagina: 1 }, reads, "es")).categories).toEqual([cocinas]);
    expect(reads.asked).toEqual([
      { categoryId: null, page: 1, pageSize: LANDING_PAGE_SIZE },
      { categoryId: null, page: 1, pageSize: LANDING_PAGE_SIZE },
    ]);
    const empty = await loadLandingProjects({ categoria: "banos", pagina: 1 }, reads, "es");
    expect(empty.active).toEqual(banos);
    expect(empty.categories).toEqual([banos, cocinas]);
  });

  it("shows the cards and the filter in the visitor's language, Spanish where a text has no translation", async () => {
    const gl = await loadLandingProjects({ categoria: "banos", pagina: 1 }, fakeReads(), "gl");
    // Translated title and category; the blank short description falls back to the Spanish.
    expect(gl.projects).toEqual([{ ...real[0], title: "Real en galego", category: "Cociñas" }]);
    // Galician names (Baños has none), in Galician alphabetical order.
    expect(gl.categories.map((c) => c.name)).toEqual(["Baños", "Cociñas"]);
    expect(gl.active).toEqual(banos);
    const en = await loadLandingProjects({ categoria: null, pagina: 1 }, fakeReads(), "en");
    expect(en.projects).toEqual(real);
    const enAll = await loadLandingProjects({ categoria: "banos", pagina: 1 }, fakeReads(), "en");
    expect(enAll.categories.map((c) => c.name)).toEqual(["Bathrooms", "Cocinas"]);
    // No translation of any kind reaches the page's data.
    expect(JSON.stringify(gl)).not.toContain("translations");
  });

  it("falls back to the sample projects with the warning flag when the read fails", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await loadLandingProjects(
      { categoria: "cocinas", pagina: 3 },
      {
        categories: async () => [cocinasRow],
        page: async () => {
          throw new Error("connection refused");
        },
      },
      "gl",
    );
    expect(result).toEqual({ projects: SAMPLE_PROJECTS, page: 1, pageCount: 1, total: SAMPLE_PROJECTS.length, categories: [], active: null, failed: true });
    expect(SAMPLE_PROJECTS.length).toBeGreaterThanOrEqual(3);
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });
});

describe("landing page URLs", () => {
  it("reads ?pagina= as a positive integer, 1 otherwise", () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage("3")).toBe(3);
    expect(parsePage(["4", "9"])).toBe(4);
    expect(parsePage(" 2 ")).toBe(2);
    for (const bad of ["0", "-1", "2.5", "2abc", "1e3", "", "0003", "1234567"]) expect(parsePage(bad), bad).toBe(1);
  });

  it("reads ?categoria= as a slug, null otherwise", () => {
    expect(parseCategory("cocinas")).toBe("cocinas");
    expect(parseCategory("Obra-Nueva")).toBe("obra-nueva");
    expect(parseCategory(["banos", "x"])).toBe("banos");
    for (const bad of [undefined, "", "a b", "<x>", "-a", "a--b", "x".repeat(101)]) expect(parseCategory(bad), String(bad)).toBeNull();
  });

  it("builds the links the server understands: page 1 and 'Todos' carry no parameter", () => {
    expect(landingHref("es", { categoria: null, pagina: 1 })).toBe("/#projects");
    expect(landingHref("gl", { categoria: "cocinas", pagina: 2 })).toBe("/gl?categoria=cocinas&pagina=2#projects");
    expect(landingHref("es", { categoria: "cocinas", pagina: 1 })).toBe("/?categoria=cocinas#projects");
    expect(landingHref("es", { categoria: "cocinas", pagina: 3 })).toBe("/?categoria=cocinas&pagina=3#projects");
    expect(landingHref("es", { categoria: null, pagina: 2 })).toBe("/?pagina=2#projects");
    for (const categoria of [null, "a", "obra-nueva"]) {
      for (const pagina of [1, 2, 57]) {
        const url = new URL(landingHref("es", { categoria, pagina }), "http://x");
        expect(parseCategory(url.searchParams.get("categoria") ?? undefined)).toBe(categoria);
        expect(parsePage(url.searchParams.get("pagina") ?? undefined)).toBe(pagina);
      }
    }
  });
});
