import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { openDatabase } from "@/db/client";
import { categories, projects } from "@/db/schema";
import { migrateDatabase } from "@/db/migrate";
import { test, type NewPage } from "./support/fixtures";
import { hydrated as enhanced } from "./support/hydration";
import { makeDataDir, startApp, type RunningServer } from "./support/server";

/**
 * The landing page's projects section past one page, and /buscar past one page, on a server of
 * their own: 30 published projects (12 a page, so three pages), 18 'Cocinas' and 12 'Baños',
 * and drafts newer than all of them. Every flow runs with JavaScript disabled (links the server
 * understands) and enabled (the same links, enhanced without a reload).
 */
const PAGE = 12;
const TOTAL = 30;
const day = (n: number) => new Date(Date.UTC(2024, 0, 1) + n * 86_400_000);
// Project n is "Obra n"; the newest is 29. Cocinas: 0-17; Baños: 18-29.
const newestFirst = Array.from({ length: TOTAL }, (_, i) => `Obra ${TOTAL - 1 - i}`);
const banosNewestFirst = newestFirst.filter((t) => Number(t.split(" ")[1]) >= 18);

// Client navigations and fetches can take seconds on a loaded machine.
const poll = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 15_000 });

let server: RunningServer;

beforeAll(async () => {
  const dataDir = makeDataDir("landing-paging");
  const database = await openDatabase({ dataDir });
  try {
    await migrateDatabase(database);
    const [cocinas, banos] = await database.db
      .insert(categories)
      .values([
        { name: "Cocinas", slug: "cocinas" },
        { name: "Baños", slug: "banos" },
      ])
      .returning();
    await database.db.insert(projects).values([
      ...Array.from({ length: TOTAL }, (_, i) => {
        const category = i < 18 ? cocinas : banos;
        return {
          slug: `obra-${i}`,
          title: `Obra ${i}`,
          shortDescription: `Reforma número ${i} en Vigo.`,
          category: category.name,
          categoryId: category.id,
          location: "Vigo",
          published: true,
          createdAt: day(i),
        };
      }),
      {
        slug: "borrador-nuevo",
        title: "Borrador nuevo",
        shortDescription: "Reforma sin publicar.",
        category: banos.name,
        categoryId: banos.id,
        published: false,
        createdAt: day(90),
      },
    ]);
  } finally {
    await database.close();
  }
  server = await startApp(dataDir, { SEED_DEMO: "false" });
});

afterAll(async () => {
  expect(await server?.stop()).toBe(0);
});

async function open(newPage: NewPage, javaScriptEnabled: boolean, path: string): Promise<{ context: BrowserContext; page: Page }> {
  const page = await newPage({ baseURL: server.url, javaScriptEnabled });
  const context = page.context();
  await page.goto(path);
  return { context, page };
}

const cardTitles = (page: Page) => page.locator("#projects article h3").allTextContents();
const filter = (page: Page) => page.getByRole("group", { name: "Filtrar por categoría" });
const current = (page: Page) => filter(page).locator('a[aria-current="true"]').allTextContents();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

/** Set before a click: still there afterwards only if the page was not reloaded. */
const mark = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const marked = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

/** The address's #projects is scrolled to smoothly about 100 ms after load: wait until that is over. */
async function scrolledToProjects(page: Page) {
  await poll(() => page.evaluate(() => Math.round(document.getElementById("projects")!.getBoundingClientRect().top))).toBeLessThan(100);
  let last = -1;
  for (let y = await page.evaluate(() => window.scrollY); y !== last; y = await page.evaluate(() => window.scrollY)) {
    last = y;
    await page.waitForTimeout(200);
  }
}

/** The page's controllers run (the filter's links are enhanced). */
const hydrated = (page: Page) => enhanced(page, "[data-projects-filter] a");

describe("landing page projects, without JavaScript", () => {
  test("serves one page of the newest published projects, and 'Ver más' pages through them with a way back", async ({ newPage }) => {
    const html = await (await fetch(server.url)).text();
    expect(html.match(/<article/g)).toHaveLength(PAGE);
    expect(html).not.toContain("Borrador nuevo");

    const { context, page } = await open(newPage, false, "/");
    expect(await cardTitles(page)).toEqual(newestFirst.slice(0, PAGE));
    expect(await current(page)).toEqual(["Todos"]);
    const more = page.locator("#projects").getByRole("link", { name: "Ver más", exact: true });
    expect(await more.getAttribute("href")).toBe("/?pagina=2#projects");
    await more.click();
    await page.waitForURL(/pagina=2/);
    expect(await cardTitles(page)).toEqual(newestFirst.slice(PAGE, 2 * PAGE));
    await page.getByText("Página 2 de 3").waitFor();
    await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).click();
    await page.waitForURL(/pagina=3/);
    expect(await cardTitles(page)).toEqual(newestFirst.slice(2 * PAGE));
    expect(await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).count()).toBe(0);
    await page.getByRole("link", { name: "Ver proyectos más recientes" }).click();
    await page.waitForURL(/pagina=2/);
    expect(await cardTitles(page)).toEqual(newestFirst.slice(PAGE, 2 * PAGE));
    // A page past the end (a stale link) shows the last page.
    await page.goto("/?pagina=40#projects");
    expect(await cardTitles(page)).toEqual(newestFirst.slice(2 * PAGE));
    await context.close();
  });

  test("filters by category with links, and pages within the category", async ({ newPage }) => {
    const { context, page } = await open(newPage, false, "/#projects");
    expect(await filter(page).getByRole("link").allTextContents()).toEqual(["Todos", "Baños", "Cocinas"]);
    await filter(page).getByRole("link", { name: "Baños" }).click();
    await page.waitForURL(/categoria=banos/);
    expect(new URL(page.url()).hash).toBe("#projects");
    expect(await current(page)).toEqual(["Baños"]);
    expect(await cardTitles(page)).toEqual(banosNewestFirst);
    expect(await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).count()).toBe(0);

    await filter(page).getByRole("link", { name: "Cocinas" }).click();
    await page.waitForURL(/categoria=cocinas/);
    expect(await cardTitles(page)).toEqual(newestFirst.filter((t) => Number(t.split(" ")[1]) < 18).slice(0, PAGE));
    await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).click();
    await page.waitForURL(/pagina=2/);
    expect(query(page)).toEqual({ categoria: "cocinas", pagina: "2" });
    expect(await cardTitles(page)).toEqual(["Obra 5", "Obra 4", "Obra 3", "Obra 2", "Obra 1", "Obra 0"]);
    expect(await current(page)).toEqual(["Cocinas"]);

    await filter(page).getByRole("link", { name: "Todos" }).click();
    await page.waitForURL((url) => url.search === "");
    expect(await current(page)).toEqual(["Todos"]);
    expect(await cardTitles(page)).toEqual(newestFirst.slice(0, PAGE));
    // An unknown category reads as 'Todos'.
    await page.goto("/?categoria=no-existe#projects");
    expect(await current(page)).toEqual(["Todos"]);
    await context.close();
  });
});

describe("landing page projects, with JavaScript", () => {
  test("'Ver más' appends the next page in place, without a reload, until the last one", async ({ newPage }) => {
    const { context, page } = await open(newPage, true, "/#projects");
    await hydrated(page);
    await mark(page);
    const more = page.locator("#projects").getByRole("link", { name: "Ver más", exact: true });
    await more.click();
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(0, 2 * PAGE));
    expect(page.url()).toBe(`${server.url}/#projects`);
    await page.getByText("12 proyectos más cargados.").waitFor({ state: "attached" });
    await more.click();
    await poll(() => cardTitles(page)).toEqual(newestFirst);
    expect(await more.count()).toBe(0);
    // The link went away with nothing left: focus is on the first card it brought.
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(`Ver detalles: ${newestFirst[2 * PAGE]}`);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  test("under /gl, 'Ver máis' brings the Galician page's cards and announces them in Galician", async ({ newPage }) => {
    const { context, page } = await open(newPage, true, "/gl#projects");
    await hydrated(page);
    await page.locator("#projects").getByRole("link", { name: "Ver máis", exact: true }).click();
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(0, 2 * PAGE));
    await page.getByText("Cargáronse 12 proxectos máis.").waitFor({ state: "attached" });
    expect(await page.locator("#projects").getByRole("link", { name: "Ver máis", exact: true }).getAttribute("href")).toBe("/gl?pagina=3#projects");
    expect(await page.locator("#projects article a").first().getAttribute("href")).toMatch(/^\/gl\/projeto\//);
    await context.close();
  });

  test("the category links change the cards without a reload or a jump, and 'Ver más' stays in the category", async ({ newPage }) => {
    const { context, page } = await open(newPage, true, "/#projects");
    await hydrated(page);
    await scrolledToProjects(page);
    await mark(page);
    const scrollBefore = await page.evaluate(() => window.scrollY);
    await filter(page).getByRole("link", { name: "Cocinas" }).click();
    await page.waitForURL(/categoria=cocinas/);
    await poll(() => current(page)).toEqual(["Cocinas"]);
    const cocinas = newestFirst.filter((t) => Number(t.split(" ")[1]) < 18);
    await poll(() => cardTitles(page)).toEqual(cocinas.slice(0, PAGE));
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollBefore);
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Cocinas");

    await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).click();
    await poll(() => cardTitles(page)).toEqual(cocinas);
    expect(query(page)).toEqual({ categoria: "cocinas" });

    await filter(page).getByRole("link", { name: "Baños" }).click();
    await poll(() => cardTitles(page)).toEqual(banosNewestFirst);
    expect(await current(page)).toEqual(["Baños"]);
    await filter(page).getByRole("link", { name: "Todos" }).click();
    await poll(() => current(page)).toEqual(["Todos"]);
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(0, PAGE));
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  test("a shared link to a later page shows that page, and the way back and 'Ver más' work from it", async ({ newPage }) => {
    const { context, page } = await open(newPage, true, "/?pagina=2#projects");
    await hydrated(page);
    expect(await cardTitles(page)).toEqual(newestFirst.slice(PAGE, 2 * PAGE));
    await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).click();
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(PAGE));
    await page.getByRole("link", { name: "Ver proyectos más recientes" }).click();
    await page.waitForURL((url) => url.search === "");
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(0, PAGE));
    await context.close();
  });

  test("back and forward restore each filter's cards without a reload, and 'Ver más' goes on from there", async ({ newPage }) => {
    const { context, page } = await open(newPage, true, "/#projects");
    await hydrated(page);
    await mark(page);
    await filter(page).getByRole("link", { name: "Baños" }).click();
    await poll(() => cardTitles(page)).toEqual(banosNewestFirst);
    await filter(page).getByRole("link", { name: "Cocinas" }).click();
    await poll(() => current(page)).toEqual(["Cocinas"]);
    expect(query(page)).toEqual({ categoria: "cocinas" });

    await page.goBack();
    expect(query(page)).toEqual({ categoria: "banos" });
    await poll(() => cardTitles(page)).toEqual(banosNewestFirst);
    await poll(() => current(page)).toEqual(["Baños"]);
    await page.goBack();
    expect(query(page)).toEqual({});
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(0, PAGE));
    await poll(() => current(page)).toEqual(["Todos"]);
    await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).click();
    await poll(() => cardTitles(page)).toEqual(newestFirst.slice(0, 2 * PAGE));
    await page.goForward();
    await poll(() => current(page)).toEqual(["Baños"]);
    await poll(() => cardTitles(page)).toEqual(banosNewestFirst);
    expect(await marked(page)).toBe(true);
    await context.close();
  });

  test("takes the cards from the server's own page for the link's address (no JSON endpoint)", async ({ newPage }) => {
    const { context, page } = await open(newPage, true, "/#projects");
    await hydrated(page);
    const requests: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (request.resourceType() === "fetch" && !url.pathname.startsWith("/api/analytics")) requests.push(url.pathname + url.search);
    });
    await filter(page).getByRole("link", { name: "Cocinas" }).click();
    await poll(() => current(page)).toEqual(["Cocinas"]);
    await page.locator("#projects").getByRole("link", { name: "Ver más", exact: true }).click();
    await poll(() => cardTitles(page)).toEqual(newestFirst.filter((t) => Number(t.split(" ")[1]) < 18));
    expect(requests).toEqual(["/?categoria=cocinas", "/?categoria=cocinas&pagina=2"]);
    // /api/projects, which served JSON to the old client component, is gone.
    expect((await fetch(`${server.url}/api/projects?pagina=2`)).status).toBe(404);
    await context.close();
  });
});

describe("search results pages", () => {
  for (const javaScriptEnabled of [false, true]) {
    test(`pages through the results with 'Siguiente' and 'Anterior' (JavaScript ${javaScriptEnabled ? "on" : "off"})`, async ({ newPage }) => {
      const { context, page } = await open(newPage, javaScriptEnabled, "/buscar?q=reforma");
      await page.getByText(`${TOTAL} resultados para «reforma»`).waitFor();
      const titles = () => page.locator("main article h3").allTextContents();
      const first = await titles();
      expect(first).toHaveLength(PAGE);
      const pages = page.getByRole("navigation", { name: "Páginas de resultados" });
      await pages.getByText("Página 1 de 3").waitFor();
      expect(await pages.getByRole("link", { name: "Anterior" }).count()).toBe(0);
      await pages.getByRole("link", { name: "Siguiente" }).click();
      await page.waitForURL(/pagina=2/);
      await pages.getByText("Página 2 de 3").waitFor();
      const second = await titles();
      expect(second).toHaveLength(PAGE);
      await pages.getByRole("link", { name: "Siguiente" }).click();
      await page.waitForURL(/pagina=3/);
      await pages.getByText("Página 3 de 3").waitFor();
      const third = await titles();
      expect(third).toHaveLength(TOTAL - 2 * PAGE);
      expect(new Set([...first, ...second, ...third]).size).toBe(TOTAL);
      expect([...first, ...second, ...third]).not.toContain("Borrador nuevo");
      expect(await pages.getByRole("link", { name: "Siguiente" }).count()).toBe(0);
      await pages.getByRole("link", { name: "Anterior" }).click();
      await page.waitForURL(/pagina=2/);
      await poll(titles).toEqual(second);
      expect(query(page)).toEqual({ q: "reforma", pagina: "2" });
      await context.close();
    });
  }
});
