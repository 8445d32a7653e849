import type { Page, Response } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { demoProjects } from "@/seed/content-projects";
import { ADMIN } from "../e2e/global-setup";
import { callAction, createdId, findAction, projectInput, signIn } from "../reliability/support/admin-client";
import { siteMessages } from "@/messages/site";
import { test } from "../e2e/support/fixtures";

/**
 * Blank error screens without JavaScript: Next 16 sends a `notFound()` thrown
 * during a request-time render as an empty document whose screen only the browser's script
 * draws. With scripts blocked, on a slow phone or for a crawler, the 404 page and the project
 * not-found screen were blank. Their text must be in the served HTML, visible, with HTTP 404.
 */
const baseURL = inject("baseURL");
const DRAFT_SLUG = demoProjects.find((p) => !p.published)!.slug;
const PUBLISHED = demoProjects.find((p) => p.published)!;
let page: Page;

test.beforeAll(async ({ newPage }) => {
  page = await newPage({ javaScriptEnabled: false });
});

/** What a visitor without JavaScript is shown: the body's rendered text (hidden elements excluded). */
const shownText = () => page.evaluate(() => document.body.innerText.replace(/\s+/g, " "));
const robotsMeta = () => page.evaluate(() => [...document.head.querySelectorAll('meta[name="robots"]')].map((m) => (m as HTMLMetaElement).content));

async function open(path: string): Promise<Response> {
  const res = await page.goto(path);
  expect(res, path).not.toBeNull();
  return res!;
}

function expectNotFoundHeaders(res: Response, path: string) {
  expect(res.status(), path).toBe(404);
  const headers = res.headers();
  expect(headers["content-type"], path).toMatch(/^text\/html/);
  expect(headers["x-robots-tag"], path).toBe("noindex");
  // A public page: its scripts are allowed by their hashes, never by a nonce.
  expect(headers["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
  expect(headers["content-security-policy"], path).not.toContain("nonce-");
  expect(headers["x-content-type-options"], path).toBe("nosniff");
}

describe("not-found screens without JavaScript", () => {
  test("an unknown path shows the 404 page (heading, text, link home) inside the site's header and footer, with 404 and noindex", async () => {
    for (const path of ["/no-existe", "/esta/ruta/no-existe", "/obras/antiguas%202019"]) {
      const res = await open(path);
      expectNotFoundHeaders(res, path);
      expect(await page.getByRole("heading", { name: "404", level: 1 }).isVisible(), path).toBe(true);
      expect(await page.getByText(siteMessages.es.notFound.text).isVisible(), path).toBe(true);
      const home = page.getByRole("link", { name: siteMessages.es.notFound.home });
      expect(await home.isVisible(), path).toBe(true);
      expect(await home.getAttribute("href"), path).toBe("/");
      const text = await shownText();
      expect(text, path).toContain(`404 ${siteMessages.es.notFound.text} ${siteMessages.es.notFound.home}`);
      expect(await page.getByRole("navigation", { name: "Principal" }).count(), path).toBe(1);
      expect(await page.getByRole("contentinfo").isVisible(), path).toBe(true);
      expect(await robotsMeta(), path).toContain("noindex");
    }
  });

  test("an unknown or draft project shows 'Proyecto no encontrado' with its text and back link, with 404 and noindex, never kept by the page cache", async () => {
    for (const slug of ["no-existe-este-proyecto", DRAFT_SLUG]) {
      const path = `/projeto/${slug}`;
      for (let visit = 1; visit <= 2; visit++) {
        const res = await open(path);
        expectNotFoundHeaders(res, path);
        // The page cache only keeps 200s: the second visit is rendered again, not a kept copy.
        expect(res.headers()["x-page-cache"], `${path} visit ${visit}`).toBe("miss");
      }
      expect(await page.getByRole("heading", { name: "Proyecto no encontrado", level: 1 }).isVisible(), slug).toBe(true);
      expect(await page.getByText("El proyecto que buscas no existe o no está disponible.").isVisible(), slug).toBe(true);
      const back = page.getByRole("link", { name: "Volver a proyectos" });
      expect(await back.isVisible(), slug).toBe(true);
      expect(await back.getAttribute("href"), slug).toBe("/#projects");
      expect(await page.title(), slug).toBe("Proyecto no encontrado");
      expect(await robotsMeta(), slug).toContain("noindex");
      expect(await page.locator('script[type="application/ld+json"]').count(), slug).toBe(0);
    }
  });

  test("a published project still answers 200 with its page, indexable", async () => {
    const res = await open(`/projeto/${PUBLISHED.slug}`);
    expect(res.status()).toBe(200);
    expect(res.headers()["x-robots-tag"]).toBeUndefined();
    expect(await page.getByRole("heading", { name: PUBLISHED.title, level: 1 }).isVisible()).toBe(true);
    expect(await robotsMeta()).not.toContain("noindex");
    expect(await page.getByText("Proyecto no encontrado").count()).toBe(0);
  });

  test("a project published later at an address that answered 404 shows at once", async () => {
    const slug = `obra-publicada-despues-${Date.now()}`;
    for (let visit = 0; visit < 2; visit++) expect((await open(`/projeto/${slug}`)).status()).toBe(404);
    const cookie = await signIn(baseURL, ADMIN);
    const categoryId = createdId(
      await callAction(baseURL, findAction("categories/actions", "createCategoryAction"), { name: `Sin JS ${slug}`, slug, description: "" }, cookie),
    );
    createdId(
      await callAction(baseURL, findAction("projects/actions", "createProjectAction"), projectInput("Obra publicada después", slug, categoryId), cookie),
    );
    const res = await open(`/projeto/${slug}`);
    expect(res.status()).toBe(200);
    expect(await page.getByRole("heading", { name: "Obra publicada después", level: 1 }).isVisible()).toBe(true);
  });
});
