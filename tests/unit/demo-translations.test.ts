import { describe, expect, it } from "vitest";
import { blockProgress } from "@/blocks/review";
import { TRANSLATED_LOCALES } from "@/i18n/content";
import { demoProjects, type ProjectImageUrls } from "@/seed/content-projects";
import { demoAboutImages, demoCategories, demoHeroes, demoSettings } from "@/seed/content-site";
import { BUDGET_FIGURES, demoTexts, PROPER_NAMES, SAME_AS_SPANISH } from "../support/demo-texts";

/**
 * The demo seed reads whole in Galician and English: every text the data model can translate
 * has its translation, and none is the Spanish copied, except the names and shared words listed
 * in tests/support/demo-texts.ts. What the model cannot translate is a name, a figure or empty.
 */
const texts = demoTexts();

describe("the demo's translations", () => {
  it("has a Galician and an English text for every Spanish one", () => {
    const missing = texts.flatMap((t) => TRANSLATED_LOCALES.filter((l) => !t[l]?.trim()).map((l) => `${l}: ${t.where}`));
    expect(missing).toEqual([]);
  });

  it("covers every part of the demo: settings, categories, heroes, About pictures, projects and their blocks", () => {
    const parts = new Set(texts.map((t) => t.where.split(" ").slice(0, 2).join(" ")));
    const expected = [
      "settings companyDescription",
      ...demoCategories.map((c) => `category ${c.slug}`),
      ...demoHeroes.map((_, i) => `hero ${i}`),
      ...demoAboutImages.map((_, i) => `about ${i}`),
      ...demoProjects.map((p) => `project ${p.slug}`),
    ];
    expect([...parts].sort()).toEqual(expect.arrayContaining(expected));
    for (const project of demoProjects.filter((p) => p.blocks)) {
      expect(texts.filter((t) => t.where.startsWith(`project ${project.slug} block `)).length, project.slug).toBeGreaterThanOrEqual(3);
    }
  });

  it("never copies the Spanish, but for proper names and words both languages share", () => {
    const copied = texts.flatMap((t) =>
      TRANSLATED_LOCALES.filter((l) => t[l] === t.es && !PROPER_NAMES.has(t.es) && !SAME_AS_SPANISH[l].has(t.es)).map((l) => `${l}: ${t.where} "${t.es}"`),
    );
    expect(copied).toEqual([]);
  });

  it("lists only shared words that the demo uses", () => {
    for (const locale of TRANSLATED_LOCALES) {
      const unused = [...SAME_AS_SPANISH[locale]].filter((word) => !texts.some((t) => t.es === word && t[locale] === word));
      expect(unused, locale).toEqual([]);
    }
  });

  it("leaves no block text untranslated, as the admin's block list counts them", () => {
    const urls = (type: string): string[] => Array.from({ length: 8 }, (_, i) => `/media/${type}-${i}.webp`);
    const images: ProjectImageUrls = { gallery: urls("gallery"), before: urls("before"), after: urls("after") };
    for (const project of demoProjects) {
      for (const block of project.blocks?.(images) ?? []) {
        const stored = { content: block.content, translations: block.translations };
        const progress = blockProgress(block.blockType, block.content, block.translations, stored);
        expect([progress.gl.missing, progress.en.missing], `${project.slug} ${block.blockType}`).toEqual([0, 0]);
      }
    }
  });

  it("shows in Saturday's hours each language's own text", () => {
    const saturday = demoSettings.translations!;
    expect(new Set([demoSettings.workingHoursSaturday, saturday.gl?.workingHoursSaturday, saturday.en?.workingHoursSaturday]).size).toBe(3);
  });
});

describe("what the data model does not translate", () => {
  it("is a proper name or a figure: company, address, locations, clients, budgets", () => {
    expect(PROPER_NAMES.has(demoSettings.companyName!)).toBe(true);
    expect(PROPER_NAMES.has(demoSettings.address!)).toBe(true);
    for (const project of demoProjects) {
      expect(PROPER_NAMES.has(project.location!), project.slug).toBe(true);
      if (project.client) expect(PROPER_NAMES.has(project.client), project.slug).toBe(true);
      if (project.budgetRange) expect(project.budgetRange, project.slug).toMatch(BUDGET_FIGURES);
    }
  });

  it("is left empty where it would be Spanish words: image captions, video titles, construction type", () => {
    for (const project of demoProjects) {
      expect(project.constructionType ?? null, project.slug).toBeNull();
      expect(
        project.gallery.filter((g) => g.caption),
        project.slug,
      ).toEqual([]);
      expect(
        (project.pairs ?? []).filter((p) => p.before || p.after),
        project.slug,
      ).toEqual([]);
      expect(
        (project.videos ?? []).filter((v) => v.title || v.description),
        project.slug,
      ).toEqual([]);
    }
  });
});
