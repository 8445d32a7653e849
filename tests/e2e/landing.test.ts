import { desc } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { openDatabase } from "@/db/client";
import { contactMessages } from "@/db/schema";
import { launchBrowser } from "./support/browser";
import { makeDataDir, startApp } from "./support/server";

const baseURL = inject("baseURL");
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("landing page as served (before any script runs)", () => {
  it("contains the hero title, every published project title and the JSON-LD blocks", async () => {
    const html = await (await fetch(baseURL)).text();
    expect(html).toMatch(/<h1[^>]*>[^<]{10,}<\/h1>/);
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) =>
      (JSON.parse(m[1])["@graph"] ?? []).map((n: { "@type": string | string[] }) => n["@type"]),
    );
    expect(types).toEqual(expect.arrayContaining(["Organization", ["GeneralContractor", "LocalBusiness"], "WebSite", "Service"]));
    expect(html).toContain("/buscar?q={search_term_string}");
    const slugs = [...new Set([...html.matchAll(/href="\/projeto\/([a-z0-9-]+)"/g)].map((m) => m[1]))];
    expect(slugs.length).toBeGreaterThanOrEqual(3);
    for (const section of ["home", "about", "projects", "contact"]) expect(html).toContain(`id="${section}"`);
    expect(html).toContain("15+");
    expect(html).toContain("Enviar mensaje");
  });
});

describe("projects filter", () => {
  it("shows every project under 'Todos' and only the category's under a category", async () => {
    const page = await browser.newPage({ baseURL });
    await page.goto("/#projects");
    const cards = page.locator("#projects li:not([hidden]) article");
    const all = await cards.count();
    expect(all).toBeGreaterThanOrEqual(3);
    const filter = page.getByRole("group", { name: "Filtrar por categoría" });
    await expect(filter.getByRole("button", { name: "Todos" }).getAttribute("aria-pressed")).resolves.toBe("true");
    const categoryButton = filter.getByRole("button").nth(1);
    const category = (await categoryButton.textContent())!.trim();
    await categoryButton.click();
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThan(all);
    for (const badge of await cards.locator("span.rounded-full").allTextContents()) expect(badge.trim()).toBe(category);
    await filter.getByRole("button", { name: "Todos" }).click();
    expect(await cards.count()).toBe(all);
    await page.close();
  });
});

describe("contact form", () => {
  it("refuses an empty submit, then stores a valid message with status 'new' and clears the form", async () => {
    const dataDir = makeDataDir("contact");
    const server = await startApp(dataDir, { SEED_DEMO: "false" });
    const page = await browser.newPage({ baseURL: server.url });
    try {
      await page.goto("/#contact");
      const form = page.getByRole("form", { name: "Formulario de contacto" });
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await page.getByText("Campos obligatorios").first().waitFor();
      await page.getByText("Por favor, complete todos los campos obligatorios.").first().waitFor();

      await form.getByLabel("Nombre").fill("Lucía Otero");
      await form.getByLabel("Correo electrónico").fill("lucia@example.com");
      await form.getByLabel("Teléfono (opcional)").fill("+34 600 111 222");
      await form.getByLabel("Asunto").fill("Reforma de baño");
      await form.getByLabel("Mensaje").fill("Quisiera un presupuesto para reformar un baño de 6 m² en Vigo.");
      await form.getByRole("button", { name: "Enviar mensaje" }).click();
      await page.getByText("¡Mensaje enviado!").waitFor();
      expect(await form.getByLabel("Nombre").inputValue()).toBe("");
      expect(await form.getByLabel("Mensaje").inputValue()).toBe("");
    } finally {
      await page.close();
      expect(await server.stop()).toBe(0);
    }
    const database = await openDatabase({ dataDir });
    const rows = await database.db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt));
    await database.close();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Lucía Otero",
      email: "lucia@example.com",
      phone: "+34 600 111 222",
      subject: "Reforma de baño",
      status: "new",
    });
  });
});
