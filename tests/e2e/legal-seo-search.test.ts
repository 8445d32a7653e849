import { gunzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { accessibilityStatement } from "@/legal/accessibility";
import { ACCESSIBILITY_STATEMENT } from "@/legal/constants";
import type { LegalContact } from "@/legal/types";
import { siteMessages } from "@/messages/site";
import { demoProjects } from "@/seed/content-projects";
import { test, type NewPage } from "./support/fixtures";

const baseURL = inject("baseURL");
let publishedSlugs: string[];
const draftSlugs = demoProjects.filter((p) => !p.published).map((p) => p.slug);

beforeAll(async () => {
  // The landing page lists every published project (and only those): the reference set.
  const html = await (await fetch(baseURL)).text();
  publishedSlugs = [...new Set([...html.matchAll(/href="\/projeto\/([a-z0-9-]+)"/g)].map((m) => m[1]))].sort();
});

async function open(newPage: NewPage, path: string): Promise<Page> {
  const page = await newPage();
  const res = await page.goto(path);
  expect(res?.status(), path).toBe(200);
  return page;
}

/** dd/MM/yyyy in Spain: the day the server rendered may be either side of midnight. */
const spanishDate = (date: Date) =>
  new Intl.DateTimeFormat("es-ES", { timeZone: "Europe/Madrid", day: "2-digit", month: "2-digit", year: "numeric" }).format(date);

/** The statement's title needs no company data: any contact builds it. */
const contact: LegalContact = {
  companyName: "",
  legalName: null,
  taxId: null,
  registeredAddress: null,
  registryDetails: null,
  email: null,
  phoneNumber: null,
  address: null,
  privacyPolicyUrl: "/politica-de-privacidade",
  termsOfServiceUrl: "/termos-de-servico",
  guaranteeStructuralYears: 2,
  guaranteeFinishingYears: 1,
};

const meta = (page: Page, selector: string) => page.locator(selector).first().getAttribute("content");

describe("legal pages", () => {
  test("privacy policy: 7 numbered sections, today's date, GDPR rights and the settings' contact details", async ({ newPage }) => {
    const before = spanishDate(new Date());
    const page = await open(newPage, "/politica-de-privacidade");
    const after = spanishDate(new Date());
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Política de privacidad");
    const titles = await page.locator("main h2").allTextContents();
    expect(titles).toHaveLength(7);
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. `)));

    const updated = await page.getByText(/^Última actualización:/).textContent();
    expect([`Última actualización: ${before}`, `Última actualización: ${after}`]).toContain(updated);

    const main = (await page.locator("main").textContent())!;
    for (const word of ["acceso", "rectificación", "supresión", "oposición", "limitación", "portabilidad", "AEPD"]) {
      expect(main.toLowerCase()).toContain(word.toLowerCase());
    }
    // The contact email and phone are the ones the footer shows (settings, or their fallbacks).
    const footerEmail = await page.locator('footer a[href^="mailto:"]').first().textContent();
    const footerPhone = await page.locator('footer a[href^="tel:"]').first().textContent();
    expect(await page.locator('main a[href^="mailto:"]').allTextContents()).toContain(footerEmail);
    expect(await page.locator('main a[href^="tel:"]').allTextContents()).toContain(footerPhone);

    expect(await page.locator('main a[href="/"]').textContent()).toContain("Volver al inicio");
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/politica-de-privacidade`);
    expect(await meta(page, 'meta[property="og:locale"]')).toBe("es_ES");
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe("summary_large_image");
    expect(await page.title()).toMatch(/^Política de privacidad \| /);
    await page.context().close();
  });

  test("terms of service: 10 numbered sections with 30 días, 2 años, 1 año and Vigo", async ({ newPage }) => {
    const page = await open(newPage, "/termos-de-servico");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("Términos de servicio");
    const titles = await page.locator("main h2").allTextContents();
    expect(titles).toHaveLength(10);
    titles.forEach((t, i) => expect(t).toMatch(new RegExp(`^${i + 1}\\. `)));
    const main = (await page.locator("main").textContent())!;
    for (const fact of ["30 días", "2 años", "1 año", "Juzgados y Tribunales de Vigo"]) expect(main).toContain(fact);
    const footerEmail = await page.locator('footer a[href^="mailto:"]').first().textContent();
    expect(await page.locator('main a[href^="mailto:"]').allTextContents()).toContain(footerEmail);
    expect(await page.locator('main a[href^="tel:"]').count()).toBeGreaterThan(0);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}/termos-de-servico`);
    await page.context().close();
  });

  test("legal notice: in each language, the owner named as the settings give it, linked from every page's footer", async ({ newPage }) => {
    for (const [prefix, heading, link] of [
      ["", "Aviso legal", "Aviso legal"],
      ["/gl", "Aviso legal", "Aviso legal"],
      ["/en", "Legal notice", "Legal notice"],
    ] as const) {
      const page = await open(newPage, `${prefix}/politica-de-privacidade`);
      await page.locator("footer").getByRole("link", { name: link, exact: true }).click();
      await page.waitForURL(`${baseURL}${prefix}/aviso-legal`);
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
      const titles = await page.locator("main h2").allTextContents();
      expect(titles).toHaveLength(5);
      const main = (await page.locator("main").textContent())!;
      expect(main).toContain("34/2002");
      // The demo gives no legal details: its trade name and contact only, nothing invented.
      const footerEmail = await page.locator('footer a[href^="mailto:"]').first().textContent();
      expect(await page.locator('main a[href^="mailto:"]').allTextContents()).toContain(footerEmail);
      expect(main).not.toMatch(/NIF:|Tax ID \(NIF\):/);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseURL}${prefix}/aviso-legal`);
      await page.context().close();
    }
  });

  test("accessibility statement: reached from the footer in each language, with its five sections, its date and the settings' contact", async ({ newPage }) => {
    const date = ACCESSIBILITY_STATEMENT.reviewed.split("-").reverse().join("/");
    for (const locale of PUBLIC_LOCALES) {
      const m = messagesFor(siteMessages, locale);
      const page = await open(newPage, localizedPath(locale, "/termos-de-servico"));
      await page.locator("footer").getByRole("link", { name: m.footer.accessibility, exact: true }).click();
      const address = `${baseURL}${localizedPath(locale, "/declaracion-de-accesibilidad")}`;
      await page.waitForURL(address);
      const heading = accessibilityStatement(contact, locale).title;
      expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(heading);
      expect(await page.title()).toMatch(new RegExp(`^${heading} \\| `));
      expect(await page.locator("main h2").allTextContents()).toHaveLength(5);
      expect(await page.locator("main time").textContent()).toBe(date);
      const main = (await page.locator("main").textContent())!;
      for (const fact of ["WCAG 2.1", "EN 301 549", "11/2023", date]) expect(main, locale).toContain(fact);
      // The feedback channel is the e-mail and phone the footer shows (the settings').
      const footerEmail = await page.locator('footer a[href^="mailto:"]').first().textContent();
      const footerPhone = await page.locator('footer a[href^="tel:"]').first().textContent();
      expect(await page.locator('main a[href^="mailto:"]').allTextContents()).toContain(footerEmail);
      expect(await page.locator('main a[href^="tel:"]').allTextContents()).toContain(footerPhone);
      expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(address);
      await page.context().close();
    }
  });
});

describe("SEO files", () => {
  test("sitemap.xml is an index naming the sitemap files, which list the static pages and exactly the published projects", async () => {
    expect(publishedSlugs.length).toBeGreaterThanOrEqual(3);
    const res = await fetch(`${baseURL}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    const index = await res.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    // The demo's projects fit in one file.
    const files = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(files).toEqual([`${baseURL}/sitemaps/1.xml.gz`]);
    expect(index).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);

    const file = await fetch(files[0], { headers: { "accept-encoding": "gzip" } });
    expect(file.status).toBe(200);
    // A gzip file (the protocol allows it), sent as it was compressed when built.
    expect(file.headers.get("content-type")).toBe("application/gzip");
    expect(file.headers.get("content-encoding")).toBeNull();
    expect(file.headers.get("cache-control")).toBe("public, max-age=300, no-transform");
    const xml = gunzipSync(Buffer.from(await file.arrayBuffer())).toString("utf8");
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    // Spanish first, then the same pages in Galician and in English.
    const spanish = locs.filter((loc) => !/^\/(gl|en)(\/|$)/.test(new URL(loc).pathname));
    expect(locs).toHaveLength(spanish.length * 3);
    expect(spanish.slice(0, 7)).toEqual([
      `${baseURL}/`,
      `${baseURL}/politica-de-privacidade`,
      `${baseURL}/termos-de-servico`,
      `${baseURL}/aviso-legal`,
      `${baseURL}/declaracion-de-accesibilidad`,
      `${baseURL}/opiniones`,
      `${baseURL}/presupuesto`,
    ]);
    expect(locs.slice(spanish.length, spanish.length + 7)).toEqual([
      `${baseURL}/gl`,
      `${baseURL}/gl/politica-de-privacidade`,
      `${baseURL}/gl/termos-de-servico`,
      `${baseURL}/gl/aviso-legal`,
      `${baseURL}/gl/declaracion-de-accesibilidad`,
      `${baseURL}/gl/opiniones`,
      `${baseURL}/gl/presupuesto`,
    ]);
    const projectSlugs = spanish
      .slice(7)
      .map((loc) => loc.replace(`${baseURL}/projeto/`, ""))
      .sort();
    // Same set as the landing page: every published project, and not the draft.
    expect(projectSlugs).toEqual(publishedSlugs);
    expect(draftSlugs.length).toBeGreaterThan(0);
    for (const draft of draftSlugs) expect(xml).not.toContain(`/projeto/${draft}<`);
    expect((xml.match(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/g) ?? []).length).toBe(publishedSlugs.length * 3);
    expect((xml.match(/<priority>0\.8<\/priority>/g) ?? []).length).toBe(publishedSlugs.length * 3);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${baseURL}/en/projeto/${publishedSlugs[0]}"/>`);
  });

  test("sitemap files and the index answer 304 to a client that holds them, 404 to any other name", async () => {
    const first = await fetch(`${baseURL}/sitemaps/1.xml.gz`);
    const etag = first.headers.get("etag")!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await fetch(`${baseURL}/sitemaps/1.xml.gz`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
    expect((await again.arrayBuffer()).byteLength).toBe(0);
    const index = await fetch(`${baseURL}/sitemap.xml`);
    expect((await fetch(`${baseURL}/sitemap.xml`, { headers: { "if-none-match": index.headers.get("etag")! } })).status).toBe(304);
    for (const path of ["/sitemaps/2.xml.gz", "/sitemaps/0.xml.gz", "/sitemaps/01.xml.gz", "/sitemaps/1.xml", "/sitemaps/1", "/gl/sitemaps/1.xml.gz"]) {
      expect((await fetch(`${baseURL}${path}`)).status, path).toBe(404);
    }
  });

  test("robots.txt has the spec's rules and the sitemap location", async () => {
    const res = await fetch(`${baseURL}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await res.text()).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin/",
        "Disallow: /auth/",
        "Allow: /projeto/",
        "Allow: /politica-de-privacidade",
        "Allow: /termos-de-servico",
        "Allow: /aviso-legal",
        "Allow: /declaracion-de-accesibilidad",
        "Crawl-delay: 1",
        "",
        `Sitemap: ${baseURL}/sitemap.xml`,
        "",
      ].join("\n"),
    );
  });
});

describe("search /buscar", () => {
  test("without a query shows the form and a prompt, and is indexable", async ({ newPage }) => {
    const page = await open(newPage, "/buscar");
    await page.getByLabel("Buscar proyectos").waitFor();
    expect(await page.getByLabel("Buscar proyectos").getAttribute("type")).toBe("search");
    await page.getByText("Escriba qué busca").waitFor();
    expect(await page.locator("main article").count()).toBe(0);
    expect(await page.locator('meta[name="robots"]').count()).toBe(0);
    await page.context().close();
  });

  test("searching 'cocina' from the form shows published projects as cards, noindex", async ({ newPage }) => {
    const page = await open(newPage, "/buscar");
    await page.getByLabel("Buscar proyectos").fill("  cocina ");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForURL(/\/buscar\?q=/);
    expect(new URL(page.url()).searchParams.get("q")?.trim()).toBe("cocina");
    const count = await page.locator("main article").count();
    expect(count).toBeGreaterThan(0);
    await page.getByText(`${count} ${count === 1 ? "resultado" : "resultados"} para «cocina»`).waitFor();
    expect(await page.getByLabel("Buscar proyectos").inputValue()).toBe("cocina");
    const hrefs = await page.locator('main article a[href^="/projeto/"]').evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    for (const href of hrefs) expect(publishedSlugs).toContain(href.replace("/projeto/", ""));
    expect(await meta(page, 'meta[name="robots"]')).toMatch(/noindex/);
    await page.context().close();
  });

  test("never shows a draft, even when searching for its own title", async () => {
    const draft = demoProjects.find((p) => !p.published)!;
    const res = await fetch(`${baseURL}/buscar?q=${encodeURIComponent(draft.title)}`);
    const html = await res.text();
    expect(html).not.toContain(`href="/projeto/${draft.slug}"`);
  });

  test("a query with no match shows the no-results text and a link to all projects", async ({ newPage }) => {
    const page = await open(newPage, "/buscar?q=zzzz");
    await page.getByText("No se encontraron proyectos para «zzzz».").waitFor();
    expect(await page.locator("main article").count()).toBe(0);
    expect(await page.locator('main a[href="/#projects"]').count()).toBe(1);
    await page.context().close();
  });

  test("escapes the query and caps it at 200 characters", async () => {
    const q = `<script>x</script>${"a".repeat(300)}`;
    const res = await fetch(`${baseURL}/buscar?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).not.toContain("<script>x</script>");
    expect(html).toContain(`«&lt;script&gt;x&lt;/script&gt;${"a".repeat(200 - 18)}»`);
  });
});
