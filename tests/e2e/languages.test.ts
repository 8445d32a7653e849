import { describe, expect, inject } from "vitest";
import { contactFormCatalogue as contactMessages } from "@/contact/messages";
import { landingMessages } from "@/landing/messages";
import { siteMessages } from "@/messages/site";
import { projectMessages } from "@/projects/messages";
import { searchMessages } from "@/search/messages";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";

/**
 * The public site's languages: Spanish at unprefixed addresses, Galician under /gl and English under /en,
 * each page naming its other languages, and content not yet translated shown in Spanish.
 */
const baseURL = inject("baseURL");

const page = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`, { redirect: "manual" });
  return { res, html: await res.text() };
};

/** A published project's address, from the landing page's own links. */
async function aProjectSlug(): Promise<string> {
  const { html } = await page("/");
  const slug = /href="\/projeto\/([a-z0-9-]+)"/.exec(html)?.[1];
  expect(slug).toBeTruthy();
  return slug!;
}

describe("public pages in Galician and English", () => {
  test("serves /gl in Galician: <html lang>, the header, sections and links stay in Galician", async () => {
    const { res, html } = await page("/gl");
    expect(res.status).toBe(200);
    expect(html).toContain('<html lang="gl"');
    const m = siteMessages.gl;
    expect(html).toContain(`>${m.requestQuote}<`);
    expect(html).toContain(`>${landingMessages.gl.projectsTitle}<`);
    expect(html).toContain(`>${contactMessages.gl.send}<`);
    expect(html).not.toContain(`>${landingMessages.es.projectsTitle}<`);
    // Project cards lead to the Galician project pages, the header to the Galician landing page.
    expect((html.match(/href="\/gl\/projeto\/[a-z0-9-]+"/g) ?? []).length).toBeGreaterThanOrEqual(3);
    expect(html).not.toMatch(/href="\/projeto\//);
    expect(html).toContain('href="/gl#contact"');
  });

  test("names every language of a page: canonical, hreflang alternates, Open Graph locale", async () => {
    const slug = await aProjectSlug();
    const { html } = await page(`/en/projeto/${slug}`);
    expect(html).toContain('<html lang="en"');
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/en/projeto/${slug}"/>`);
    for (const [lang, path] of [
      ["es", `/projeto/${slug}`],
      ["gl", `/gl/projeto/${slug}`],
      ["en", `/en/projeto/${slug}`],
      ["x-default", `/projeto/${slug}`],
    ]) {
      expect(html).toContain(`<link rel="alternate" hrefLang="${lang}" href="${baseURL}${path}"/>`);
    }
    expect(html).toContain('<meta property="og:locale" content="en_GB"/>');
    // The structured data says the page is in English.
    expect(html).toContain('"inLanguage":"en-GB"');
    // The page's own words are English (its content is checked in projects-languages.test.ts).
    expect(html).toContain(`>${projectMessages.en.tabs.details}<`);
    expect(html).toContain(`>${projectMessages.en.backToProjects}<`);
  });

  test("keeps Spanish at the unprefixed addresses, and sends /es/… there for good", async () => {
    const { html } = await page("/");
    expect(html).toContain('<html lang="es"');
    expect(html).toContain(`<link rel="alternate" hrefLang="gl" href="${baseURL}/gl"/>`);
    const moved = await fetch(`${baseURL}/es/termos-de-servico?x=1`, { redirect: "manual" });
    expect(moved.status).toBe(308);
    expect(moved.headers.get("location")).toMatch(/\/termos-de-servico\?x=1$/);
    const home = await fetch(`${baseURL}/es`, { redirect: "manual" });
    expect(new URL(home.headers.get("location")!, baseURL).pathname).toBe("/");
    // An unknown language prefix is an unknown page.
    expect((await page("/fr")).res.status).toBe(404);
  });

  test("searches at /en/buscar with English words and links", async () => {
    const { res, html } = await page("/en/buscar?q=cocina");
    expect(res.status).toBe(200);
    expect(html).toContain(`>${searchMessages.en.title}<`);
    expect(html).toContain('action="/en/buscar"');
  });

  test("keeps each language's page in the page cache under its own address", async () => {
    await page("/en");
    const again = await fetch(`${baseURL}/en?utm_source=x`);
    expect(again.headers.get("x-page-cache")).toMatch(/hit|stale/);
    expect(await again.text()).toContain('<html lang="en"');
    const spanish = await fetch(`${baseURL}/`);
    expect(await spanish.text()).toContain('<html lang="es"');
  });

  test("switches language from the header to the same page, and the Galician form answers in Galician", async ({ newPage }) => {
    const tab = await newPage({ viewport: { width: 1280, height: 900 } });
    try {
      await tab.goto("/termos-de-servico");
      await tab.getByRole("navigation", { name: siteMessages.es.language }).getByRole("link", { name: "Galego" }).click();
      await tab.waitForURL(`${baseURL}/gl/termos-de-servico`);
      expect(await tab.evaluate(() => document.documentElement.lang)).toBe("gl");
      await tab.getByRole("navigation", { name: siteMessages.gl.language }).getByRole("link", { name: "Galego" }).waitFor();
      expect(await tab.getByRole("link", { name: "Galego" }).getAttribute("aria-current")).toBe("true");

      await tab.goto("/gl#contact");
      await hydrated(tab, "#contact form");
      await tab.getByRole("button", { name: contactMessages.gl.send }).click();
      await tab.getByText(contactMessages.gl.requiredText).first().waitFor();
    } finally {
      await tab.close();
    }
  });
});
