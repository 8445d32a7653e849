import { describe, expect, it } from "vitest";
import type { Translations } from "@/i18n/content";
import { localizeProject } from "@/projects/localize";
import type { ProjectDetailRecord, ProjectDetailTexts } from "@/projects/types";

/**
 * A project page's title and description for search results and the browser tab, in the
 * visitor's language: the page builds them (`title | company`, the short description) from the
 * project's texts when its SEO texts are empty (src/app/(site)/[locale]/projeto/[slug]/page.tsx).
 */
function record(translations: Translations<ProjectDetailTexts>): ProjectDetailRecord {
  return {
    id: "p1",
    slug: "cocina-vigo",
    title: "Cocina en Vigo",
    shortDescription: "Cocina abierta al salón.",
    description: "Nueva cocina de 20 m².",
    longDescriptionHtml: "",
    category: "Cocinas",
    categoryId: null,
    categoryName: null,
    categoryTranslations: {},
    location: "Vigo",
    cover: null,
    completionDate: null,
    startDate: null,
    client: null,
    areaSqm: null,
    bedrooms: null,
    bathrooms: null,
    budgetRange: null,
    constructionType: null,
    features: [],
    materials: [],
    keywords: ["cocina Vigo"],
    metaTitle: "Cocina abierta en Vigo | Miño",
    metaDescription: "Reforma de cocina en Vigo con isla.",
    createdAt: "2024-01-01T00:00:00.000Z",
    updatedAt: "2024-01-01T00:00:00.000Z",
    galleryImages: [],
    beforeImages: [],
    afterImages: [],
    videos: [],
    blocks: [],
    blockImages: {},
    translations,
  } as ProjectDetailRecord;
}

describe("a project's SEO title and description in the visitor's language", () => {
  it("uses a language's own SEO texts when it has them", () => {
    const gl = localizeProject(
      record({ gl: { title: "Cociña en Vigo", metaTitle: "Cociña aberta en Vigo | Miño", metaDescription: "Reforma de cociña." } }),
      "gl",
    );
    expect([gl.metaTitle, gl.metaDescription]).toEqual(["Cociña aberta en Vigo | Miño", "Reforma de cociña."]);
  });

  it("leaves them empty, not Spanish, when the title and description are translated but they are not", () => {
    const en = localizeProject(record({ en: { title: "Kitchen in Vigo", shortDescription: "A kitchen open to the living room." } }), "en");
    expect(en).toMatchObject({ title: "Kitchen in Vigo", shortDescription: "A kitchen open to the living room.", metaTitle: null, metaDescription: null });
    // A blank SEO text is no translation either.
    const gl = localizeProject(record({ gl: { title: "Cociña en Vigo", metaTitle: "  ", description: "Cociña nova de 20 m²." } }), "gl");
    expect([gl.metaTitle, gl.metaDescription]).toEqual([null, null]);
  });

  it("keeps the Spanish ones for what the language has not translated at all, and on the Spanish page", () => {
    // Only the title in English: the description stays Spanish, and so does its SEO text.
    const en = localizeProject(record({ en: { title: "Kitchen in Vigo" } }), "en");
    expect([en.metaTitle, en.metaDescription]).toEqual([null, "Reforma de cocina en Vigo con isla."]);
    // Nothing in Galician: the page reads Spanish, with its Spanish SEO texts.
    const gl = localizeProject(record({ en: { title: "Kitchen in Vigo" } }), "gl");
    expect([gl.title, gl.metaTitle, gl.metaDescription]).toEqual(["Cocina en Vigo", "Cocina abierta en Vigo | Miño", "Reforma de cocina en Vigo con isla."]);
    const es = localizeProject(record({ gl: { title: "Cociña en Vigo" } }), "es");
    expect([es.metaTitle, es.metaDescription]).toEqual(["Cocina abierta en Vigo | Miño", "Reforma de cocina en Vigo con isla."]);
  });
});
