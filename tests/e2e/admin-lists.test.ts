import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect } from "vitest";
import { openDatabase } from "@/db/client";
import { categories, contactMessages, projects } from "@/db/schema";
import { ADMIN } from "./global-setup";
import { test } from "./support/fixtures";
import { makeDataDir, runScript, startApp, type RunningServer } from "./support/server";
import { expectToast } from "./support/toasts";

/**
 * Paged, searched and filtered admin lists, with and without JavaScript. Own server: the lists
 * need more rows than a page holds, and 'Eliminar todos' must not touch other tests' messages.
 */
const PROJECTS = 60;
const MESSAGES = 45;
const minute = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000);
const statuses = ["new", "read", "archived"] as const;

let server: RunningServer;

beforeAll(async () => {
  const dataDir = makeDataDir("lists");
  runScript("create-admin", ["--email", ADMIN.email, "--password", ADMIN.password], dataDir);
  const database = await openDatabase({ dataDir });
  try {
    const [category] = await database.db.insert(categories).values({ name: "Reformas integrales", slug: "reformas-integrales" }).returning();
    await database.db
      .insert(categories)
      .values(Array.from({ length: 29 }, (_, i) => ({ name: `Categoría ${i + 1}`, slug: `categoria-${i + 1}`, createdAt: minute(i) })));
    await database.db.insert(projects).values(
      Array.from({ length: PROJECTS }, (_, i) => ({
        slug: `obra-${i}`,
        title: i === 10 ? "Casa del Ñandú" : `Obra número ${i}`,
        category: category.name,
        categoryId: category.id,
        location: i === 10 ? "A Coruña" : "Vigo",
        published: i % 2 === 0,
        createdAt: minute(i),
      })),
    );
    await database.db.insert(contactMessages).values(
      Array.from({ length: MESSAGES }, (_, i) => ({
        name: `Visitante ${i}`,
        email: `v${i}@example.com`,
        subject: `Consulta ${i}`,
        message: "Hola, quisiera un presupuesto.",
        status: statuses[i % 3],
        createdAt: minute(i),
      })),
    );
  } finally {
    await database.close();
  }
  server = await startApp(dataDir, { SEED_DEMO: "false" }, undefined, { timeoutMs: 300_000 });
}, 420_000);

afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
});

const rows = (page: Page) => page.locator("tbody tr");
const pageLabel = (page: Page) => page.getByTestId("list-page").textContent();
const total = (page: Page) => page.getByTestId("list-total").textContent();
const query = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

describe("without JavaScript", () => {
  let page: Page;
  test.beforeAll(async ({ newPage }) => {
    page = await newPage({ baseURL: server.url, signedIn: true, javaScriptEnabled: false });
  });
  afterAll(() => page.close());

  test("pages the projects list with links, newest first, and reads a bad page as page 1", async () => {
    await page.goto("/admin/projects?page=abc");
    expect(await total(page)).toBe(`${PROJECTS} proyectos`);
    expect(await pageLabel(page)).toBe("Página 1 de 3");
    expect(await rows(page).count()).toBe(25);
    expect(await rows(page).first().textContent()).toContain(`Obra número ${PROJECTS - 1}`);

    await page.getByRole("link", { name: "Página siguiente" }).click();
    await page.waitForURL(/page=2/);
    expect(await pageLabel(page)).toBe("Página 2 de 3");
    expect(await rows(page).first().textContent()).toContain(`Obra número ${PROJECTS - 26}`);
    await page.getByRole("link", { name: "Última página" }).click();
    await page.waitForURL(/page=3/);
    expect(await rows(page).count()).toBe(PROJECTS - 50);
    expect(await page.getByRole("link", { name: "Página siguiente" }).count()).toBe(0);

    // Past the end: the last page.
    await page.goto("/admin/projects?page=999");
    expect(await pageLabel(page)).toBe("Página 3 de 3");
  });

  test("searches with the GET form (accents and case ignored) and filters with links that keep the search", async () => {
    await page.goto("/admin/projects");
    const search = page.getByRole("searchbox", { name: "Buscar proyectos" });
    await search.fill("CORUNA");
    await search.press("Enter");
    await page.waitForURL(/q=CORUNA/);
    expect(await rows(page).count()).toBe(1);
    expect(await rows(page).first().textContent()).toContain("Casa del Ñandú");

    await page.getByRole("link", { name: "Borradores" }).click();
    await page.waitForURL(/estado=borradores/);
    expect(query(page)).toMatchObject({ q: "CORUNA", estado: "borradores" });
    // Project 10 is published: no draft matches.
    await page.getByText("No se encontraron proyectos").waitFor();
    await page.getByRole("link", { name: "Publicados" }).click();
    await page.waitForURL(/estado=publicados/);
    expect(await rows(page).count()).toBe(1);

    // A new search keeps the filter and starts at page 1.
    await page.goto("/admin/projects?estado=borradores&page=2");
    expect(await total(page)).toBe(`${PROJECTS / 2} proyectos`);
    await page.getByRole("searchbox", { name: "Buscar proyectos" }).fill("obra número");
    await page.getByRole("button", { name: "Buscar", exact: true }).click();
    await page.waitForURL(/q=/);
    expect(query(page)).toEqual({ estado: "borradores", q: "obra número" });
    expect(await pageLabel(page)).toBe("Página 1 de 2");
  });

  test("searches and pages categories and users", async () => {
    await page.goto("/admin/categories");
    expect(await total(page)).toBe("30 categorías");
    expect(await pageLabel(page)).toBe("Página 1 de 2");
    const search = page.getByRole("searchbox", { name: "Buscar por nombre o slug" });
    await search.fill("CATEGORIA 2");
    await search.press("Enter");
    await page.waitForURL(/q=/);
    expect(await total(page)).toBe("11 categorías"); // 2, 20…29
    await search.fill("no-existe");
    await search.press("Enter");
    await page.getByText("No se encontraron categorías").waitFor();
    await page.getByRole("link", { name: "Ver todas las categorías" }).click();
    await page.waitForURL(/\/admin\/categories$/);

    await page.goto("/admin/users?q=ADMIN@OBRAS");
    expect(await total(page)).toBe("1 usuario");
    await rows(page).filter({ hasText: ADMIN.email }).waitFor();
  });

  test("filters the inbox and deletes all of one filter through a confirmation page", async () => {
    await page.goto("/admin/contact-messages");
    expect(await page.getByTestId("inbox-total").textContent()).toBe(`${MESSAGES} mensajes en total`);
    expect(await pageLabel(page)).toBe("Página 1 de 3");
    await page.getByRole("link", { name: /^Leídos/ }).click();
    await page.waitForURL(/estado=leidos/);
    expect(await total(page)).toBe(`${MESSAGES / 3} mensajes`);

    await page.getByRole("button", { name: "Eliminar todos" }).click();
    await page.waitForURL(/confirmar=todos/);
    const confirmation = page.getByRole("alertdialog");
    await confirmation.getByText(`¿Está seguro de que desea eliminar TODOS los ${MESSAGES / 3} mensajes? Esta acción no se puede deshacer.`).waitFor();
    expect(await confirmation.locator("form").getAttribute("method")).toMatch(/^post$/i);
    await confirmation.getByRole("button", { name: "Eliminar todos" }).click();
    await page.waitForURL(/eliminados=15/);
    await page.getByRole("status").filter({ hasText: "15 mensajes eliminados" }).waitFor();
    await page.getByText("No se encontraron mensajes").waitFor();
    expect(await page.getByTestId("inbox-total").textContent()).toBe(`${MESSAGES - 15} mensajes en total`);
    expect(await page.getByRole("link", { name: /^Nuevos/ }).textContent()).toBe("Nuevos (15)");
  });
});

describe("with JavaScript", () => {
  test("filters the projects list as you type, on the server, and pages with client navigation", async ({ newPage }) => {
    const page = await newPage({ baseURL: server.url, signedIn: true, viewport: { width: 1280, height: 900 } });
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Página siguiente" }).click();
    await page.waitForURL(/page=2/);
    await page.getByTestId("list-page").filter({ hasText: "Página 2 de 3" }).waitFor();

    const search = page.getByRole("searchbox", { name: "Buscar proyectos" });
    await search.pressSequentially("ñandu", { delay: 30 });
    await page.waitForURL(/q=%C3%B1andu|q=ñandu/);
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 1);
    expect(await rows(page).first().textContent()).toContain("Casa del Ñandú");
    expect(query(page)).toEqual({ q: "ñandu" });
    // Typing went on uninterrupted: the box kept focus and its text.
    expect(await search.inputValue()).toBe("ñandu");
    expect(await search.evaluate((el) => el === document.activeElement)).toBe(true);

    await search.fill("");
    await page.waitForURL((url) => !url.searchParams.has("q"));
    await page
      .getByTestId("list-total")
      .filter({ hasText: `${PROJECTS} proyectos` })
      .waitFor();
    await page.close();
  });

  test("'Eliminar todos' confirms with the filter's real count and deletes only that filter", async ({ newPage }) => {
    const page = await newPage({ baseURL: server.url, signedIn: true, viewport: { width: 1280, height: 900 } });
    await page.goto("/admin/contact-messages?estado=archivados");
    expect(await total(page)).toBe("15 mensajes");
    await page.getByRole("button", { name: "Eliminar todos" }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("¿Está seguro de que desea eliminar TODOS los 15 mensajes? Esta acción no se puede deshacer.").waitFor();
    // The dialog opened in place: no trip to the confirmation page.
    expect(query(page)).toEqual({ estado: "archivados" });
    await dialog.getByRole("button", { name: "Eliminar todos" }).click();
    await expectToast(page, "15 mensajes eliminados");
    await page.getByText("No se encontraron mensajes").waitFor();
    await page.getByTestId("inbox-total").filter({ hasText: "15 mensajes en total" }).waitFor();
    expect(await page.getByRole("link", { name: /^Nuevos/ }).textContent()).toBe("Nuevos (15)");
    await page.close();
  });
});
