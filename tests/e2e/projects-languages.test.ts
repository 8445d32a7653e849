import { describe, expect, inject } from "vitest";
import { landingMessages } from "@/landing/messages";
import { projectMessages } from "@/projects/messages";
import { demoCategories } from "@/seed/content-site";
import { demoProjects } from "@/seed/content-projects";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";

/**
 * Translated content on the public site: the demo's projects and categories read in
 * Galician under /gl and in English under /en, and /buscar searches the visitor's language.
 * (A text without translation reading Spanish: tests/integration/public-translations.test.ts.)
 * Reads only: nothing of the shared demo is changed.
 */
const baseURL = inject("baseURL");

const page = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`);
  expect(res.status).toBe(200);
  return res.text();
};

const demo = (slug: string) => demoProjects.find((p) => p.slug === slug)!;
const kitchen = demo("cocina-abierta-pontevedra");
const bathroom = demo("bano-accesible-redondela");
const facade = demo("rehabilitacion-fachada-galerias-vigo");
const gl = kitchen.translations!.gl!;
const en = kitchen.translations!.en!;
const categoryName = (slug: string, locale: "gl" | "en") => {
  const category = demoCategories.find((c) => c.slug === slug)!;
  return category.translations?.[locale]?.name ?? category.name;
};

describe("projects and categories in the visitor's language", () => {
  test("a visitor on /gl sees the card and the project page in Galician", async ({ newPage }) => {
    const tab = await newPage({ locale: "gl-ES", viewport: { width: 1280, height: 900 }, timeout: 15_000 });
    try {
      await tab.goto("/gl");
      const filter = tab.locator("#projects [role=group]");
      // The filter's buttons: translated names ('Baños' is Galician too), in Galician order
      // (other files may add categories of their own: only the demo's are compared).
      const demoNames = new Set(demoCategories.map((c) => categoryName(c.slug, "gl")));
      const buttons = await filter.getByRole("link").allTextContents();
      expect(buttons[0]).toBe(landingMessages.gl.all);
      expect(buttons.filter((name) => demoNames.has(name))).toEqual(["Baños", "Cociñas", "Fachadas e cubertas", "Obra nova", "Reformas integrais"]);
      const card = tab.locator("#projects article").filter({ has: tab.getByRole("heading", { name: gl.title }) });
      await card.waitFor();
      expect(await card.textContent()).toContain(categoryName("cocinas", "gl"));
      expect(await card.textContent()).toContain(gl.shortDescription);
      // A plain link: the project page is a full page load (public pages have no client router).
      await card.getByRole("link", { name: `${projectMessages.gl.viewDetails}: ${gl.title}` }).click();
      await tab.waitForURL(`${baseURL}/gl/projeto/${kitchen.slug}`);
      await hydrated(tab, '[role="tab"]');

      expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe(gl.title);
      expect(await tab.locator("#project-title").locator("xpath=..").textContent()).toContain("Cociñas");
      await tab.getByRole("tab", { name: projectMessages.gl.tabs.details }).click();
      const details = tab.getByRole("tabpanel");
      await details.getByText(gl.features![0], { exact: true }).waitFor();
      await details.getByText(gl.description!, { exact: true }).waitFor();
      // The materials in their Galician names and order.
      expect(await details.locator("dt").allTextContents()).toEqual(expect.arrayContaining(gl.materials!.map(([name]) => name)));
      expect(await tab.title()).toContain(gl.title);
      // Every language of the page is still named.
      for (const [lang, path] of [
        ["es", `/projeto/${kitchen.slug}`],
        ["gl", `/gl/projeto/${kitchen.slug}`],
        ["en", `/en/projeto/${kitchen.slug}`],
      ]) {
        // The page's own head, loaded with it: one alternate per language, nothing of the landing's.
        expect(await tab.locator(`link[rel=alternate][hreflang=${lang}]`).count()).toBe(1);
        expect(await tab.locator(`link[rel=alternate][hreflang=${lang}]`).getAttribute("href")).toBe(`${baseURL}${path}`);
      }

      // Another project, its title and description in Galician too.
      await tab.goto(`/gl/projeto/${bathroom.slug}`);
      await hydrated(tab, '[role="tab"]');
      expect(await tab.getByRole("heading", { level: 1 }).textContent()).toBe(bathroom.translations!.gl!.title);
      await tab.getByRole("tab", { name: projectMessages.gl.tabs.details }).click();
      await tab.getByRole("tabpanel").getByText(bathroom.translations!.gl!.description!, { exact: true }).waitFor();
    } finally {
      await tab.close();
    }
  });

  test("serves the English page in English, materials and search texts included, and its structured data in English", async () => {
    const html = await page(`/en/projeto/${kitchen.slug}`);
    expect(html).toContain(`>${en.title}</h1>`);
    expect(html).toContain(`>${en.features![1]}<`);
    expect(html).toContain(`>${categoryName("cocinas", "en")}<`);
    for (const [name, value] of en.materials!) {
      expect(html).toContain(`>${name}</dt>`);
      expect(html).toContain(`>${value}</dd>`);
    }
    expect(html).toContain(`<title>${en.metaTitle}</title>`);
    expect(html).toContain(`<meta name="description" content="${en.metaDescription}"/>`);
    expect(html).toContain(`"name":"${en.title}"`);
    expect(html).toContain(`"genre":"Kitchens"`);
    // The Spanish page is as it was.
    const spanish = await page(`/projeto/${kitchen.slug}`);
    expect(spanish).toContain(`>${kitchen.title}</h1>`);
    expect(spanish).toContain(`>${kitchen.features![1]}<`);
    expect(spanish).not.toContain(en.title);
  });

  test("searches /en/buscar in English and shows the results in English", async () => {
    const html = await page("/en/buscar?q=island");
    expect(html).toContain(`>${en.title}</h3>`);
    expect(html).toContain(`href="/en/projeto/${kitchen.slug}"`);
    expect(html).toContain(`>${categoryName("cocinas", "en")}</span>`);
    // The same word finds nothing in Spanish.
    expect(await page("/buscar?q=island")).not.toContain(`href="/projeto/${kitchen.slug}"`);
  });

  test("finds a project by its category's Galician name", async () => {
    const html = await page("/gl/buscar?q=cubertas");
    expect(html).toContain(`href="/gl/projeto/${facade.slug}"`);
    expect(html).toContain(`>${facade.translations!.gl!.title}</h3>`);
    expect((html.match(/href="\/gl\/projeto\//g) ?? []).length).toBe(1);
  });

  test("answers 'Ver máis' and the category buttons in the visitor's language", async () => {
    // With JavaScript they read the page their link opens (src/landing/components/projects-section.controller.ts):
    // under /gl its cards, badges and links are Galician.
    const html = await page("/gl?categoria=cocinas");
    expect(html).toContain(`>${gl.title}</h3>`);
    expect(html).toContain(`>${categoryName("cocinas", "gl")}</span>`);
    expect(html).toContain(`href="/gl/projeto/${kitchen.slug}"`);
    expect(html).toContain('href="/gl#projects"');
    expect(html).not.toContain(`>${kitchen.title}</h3>`);
  });
});
