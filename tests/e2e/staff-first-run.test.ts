import { gunzipSync } from "node:zlib";
import type { Page } from "playwright-core";
import { afterAll, describe, expect } from "vitest";
import { addBlock, createProject, publishChanges } from "./support/admin-projects";
import { copyDatabaseTemplate } from "./support/database-template";
import { test, type NewPage } from "./support/fixtures";
import { makeDataDir, runScript, startApp, type RunningServer } from "./support/server";
import { hydrated } from "./support/hydration";
import { openSettings, saveSettings } from "./support/settings-form";
import { settingsMessages, settingsValidationMessages } from "@/settings/messages";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { categoryMessages } from "@/categories/messages";
import { adminListMessages } from "@/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { expectToast } from "./support/toasts";

/**
 * The staff side of a first run, on servers of this file's own: a fresh site (SEED_DEMO=false) saving its
 * settings without SMTP and ticking its setup checklist, a renamed project's old address (301),
 * the broken-image placeholders; then a seeded site removing its demo content.
 */

const ADMIN = { email: "primera@obras.test", password: "primera-e2e-clave" };
const stepDone = async (page: Page, id: string) => page.locator(`[data-testid="setup-checklist"] li[data-step="${id}"]`).getAttribute("data-done");

/** A server of its own for `name`, and a signed-in page of its admin. */
async function start(newPage: NewPage, name: string, env: Record<string, string> = {}) {
  const dataDir = makeDataDir(name);
  copyDatabaseTemplate(dataDir);
  runScript("create-admin", ["--email", ADMIN.email, "--password", ADMIN.password], dataDir);
  // Seeding the demo renders its pictures before the server answers: minutes on a loaded machine.
  const server = await startApp(dataDir, env, undefined, { timeoutMs: 300_000 });
  const page = await newPage({ baseURL: server.url, signedIn: ADMIN, timeout: 20_000 });
  return { server, page };
}

describe("a fresh site (SEED_DEMO=false)", () => {
  let server: RunningServer;
  let page: Page;
  let projectId: string;

  test.beforeAll(async ({ newPage }) => {
    ({ server, page } = await start(newPage, "staff-fresh", { SEED_DEMO: "false" }));
  }, 120_000);
  afterAll(async () => {
    await page?.close();
    if (server) expect(await server.stop()).toBe(0);
  });

  test("shows the setup checklist with nothing done, and no demo removal", async () => {
    await page.goto("/admin");
    await page.getByRole("heading", { name: "Primeros pasos" }).waitFor();
    for (const step of ["company", "identity", "logo", "smtp", "hero", "project"]) expect(await stepDone(page, step), step).toBe("false");
    expect(await page.getByRole("button", { name: "Eliminar contenido de demostración" }).count()).toBe(0);
  });

  test("saves its first settings without any SMTP server, and the checklist ticks the company and legal details steps", async () => {
    await openSettings(page);
    expect(await page.getByRole("switch", { name: /notificaciones/i }).getAttribute("aria-checked")).toBe("false");
    const values: Record<string, string> = {
      companyName: "Obras Tui",
      companyDescription: "Reformas y obra nueva en Tui desde 1998.",
      address: "Rúa Nova 3, 36700 Tui",
      phoneNumber: "+34 986 600 700",
      whatsappNumber: "+34 611 600 700",
      email: "ola@obras-tui.test",
      adminEmail: "xefa@obras-tui.test",
      workingHoursWeekdays: "L-V 8-17",
      workingHoursSaturday: "Sáb cerrado",
      privacyPolicyUrl: "/politica-de-privacidade",
      termsOfServiceUrl: "/termos-de-servico",
      legalName: "Obras Tui S.L.",
      // A wrong control digit first: refused, and said so beside the field.
      taxId: "B12345675",
      registeredAddress: "Rúa Nova 3, 36700 Tui",
      registryDetails: "Registro Mercantil de Pontevedra, tomo 1234, folio 56, hoja PO-7890",
    };
    for (const [name, value] of Object.entries(values)) await page.locator(`#settings-${name}`).fill(value);
    // The client refuses the wrong control digit beside its field, and nothing is posted.
    await page.getByRole("button", { name: settingsMessages.es.save }).last().click();
    await expect
      .poll(() => page.locator("#settings-taxId-error").textContent(), { message: "the NIF's error beside its field" })
      .toBe(settingsValidationMessages.es.taxIdInvalid);
    await page.locator("#settings-taxId").fill(" b-12.345.674");
    await saveSettings(page);
    expect(await page.getByText("Host SMTP es obligatorio").count()).toBe(0);

    await page.goto("/admin");
    expect(await stepDone(page, "company")).toBe("true");
    expect(await stepDone(page, "identity")).toBe("true");
    expect(await stepDone(page, "project")).toBe("false");
    expect(await page.getByText("2 de 6 completados").count()).toBe(1);

    // The details reach the public side: the footer of every page, and the terms' identification.
    const home = await (await fetch(`${server.url}/gl`)).text();
    expect(home).toContain("Obras Tui S.L.");
    expect(home).toMatch(/\(NIF(?:<!-- -->)? (?:<!-- -->)?B12345674\)/);
    const terms = await (await fetch(`${server.url}/termos-de-servico`)).text();
    for (const detail of ["Razón social", "B12345674", "Registro Mercantil de Pontevedra, tomo 1234, folio 56, hoja PO-7890"]) expect(terms).toContain(detail);
  });

  test("publishes a first project: the checklist ticks it; renaming it keeps the old address as a 301", async () => {
    await page.goto("/admin/categories/new");
    await page.getByLabel("Nombre").fill("Cocinas");
    await page.getByRole("button", { name: categoryMessages.es.create }).click();
    await page.waitForURL(`${server.url}/admin/categories`);

    projectId = await createProject(page, "Cocina en Tui", { published: true });
    expect((await fetch(`${server.url}/projeto/cocina-en-tui`)).status).toBe(200);

    await page.goto("/admin");
    expect(await stepDone(page, "project")).toBe("true");

    await page.goto(`/admin/projects/${projectId}/edit`);
    // Typing before the form hydrates would be lost or merged with the loaded value.
    await page.waitForFunction(() => {
      const input = document.querySelector("#project-slug") as HTMLInputElement | null;
      return !!input && input.value === "cocina-en-tui" && Object.keys(input).some((key) => key.startsWith("__reactProps"));
    });
    await page.getByLabel("Slug").fill("cocina-abierta-en-tui");
    expect(await page.getByLabel("Slug").inputValue()).toBe("cocina-abierta-en-tui");
    await page.getByRole("button", { name: "Actualizar Proyecto" }).click();
    await page.waitForURL(`${server.url}/admin/projects`);
    // The new slug reaches the site with "Publicar cambios" (the save went to the working copy).
    await publishChanges(page, projectId);

    const old = await fetch(`${server.url}/projeto/cocina-en-tui`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(new URL(old.headers.get("location")!, server.url).pathname).toBe("/projeto/cocina-abierta-en-tui");
    const followed = await fetch(`${server.url}/projeto/cocina-en-tui`);
    expect(followed.status).toBe(200);
    expect(new URL(followed.url).pathname).toBe("/projeto/cocina-abierta-en-tui");
    // The sitemap lists only the current address.
    const sitemap = gunzipSync(Buffer.from(await (await fetch(`${server.url}/sitemaps/1.xml.gz`)).arrayBuffer())).toString("utf8");
    expect(sitemap).toContain("/projeto/cocina-abierta-en-tui<");
    expect(sitemap).not.toContain("/projeto/cocina-en-tui<");
    // A second project is warned before it takes the old address.
    await page.goto("/admin/projects/new");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill("Cocina en Tui");
    await page.getByRole("combobox", { name: "Categoría" }).click();
    await page.getByRole("option", { name: "Cocinas" }).click();
    await page.getByLabel("Slug").blur();
    await page.getByTestId("slug-former-warning").waitFor();
  });

  test("an image block whose file is missing shows the placeholder: the admin's label in the editor, 'Error al cargar imagen' on the site", async ({
    newPage,
  }) => {
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("tab", { name: projectAdminMessages.es.tabs.content }).click();
    await page.getByText(projectAdminMessages.es.savedAtOnce.content).waitFor();
    // The new block's form: nothing is stored until its Save.
    const block = await addBlock(page, "image");
    await block.getByLabel("URL de la imagen").fill("/media/projects/no-existe/perdida.jpg");
    const adminBroken = page.getByRole("img", { name: adminListMessages.es.imageError });
    await adminBroken.first().waitFor();
    expect(await adminBroken.first().getAttribute("src")).toBe("/placeholder-admin.svg");
    await block.getByRole("button", { name: blockEditorMessages.es.save }).click();
    await expectToast(page, blockEditorMessages.es.created);
    await publishChanges(page, projectId);

    const visitor = await newPage({ baseURL: server.url });
    await visitor.goto(`${server.url}/projeto/cocina-abierta-en-tui`);
    // The block's image is lazy: it is only requested (and fails) once scrolled into view.
    const blockImage = visitor.locator('[data-block-type="image"] img').first();
    expect(await blockImage.getAttribute("src")).toBe("/media/projects/no-existe/perdida.jpg");
    // The blocks live in the "Contenido" tab: a lazy image in a hidden panel is not requested.
    await hydrated(visitor, '[role="tab"]');
    await visitor.getByRole("tab", { name: "Contenido" }).click();
    // An image of unknown size is 0×0 until it loads, which Playwright's scrolling treats as invisible.
    await blockImage.evaluate((img) => img.scrollIntoView({ block: "center" }));
    const broken = visitor.getByRole("img", { name: "Error al cargar imagen" });
    await broken.first().waitFor();
    expect(await broken.first().getAttribute("src")).toBe("/placeholder.svg");
    await visitor.close();
  });
});

describe("a seeded site removing its demo content", () => {
  let server: RunningServer;
  let page: Page;

  test.beforeAll(async ({ newPage }) => {
    ({ server, page } = await start(newPage, "staff-demo"));
  }, 360_000);
  afterAll(async () => {
    await page?.close();
    if (server) expect(await server.stop()).toBe(0);
  });

  test("removes the demo projects after a confirmation and keeps the phone number the admin typed", async () => {
    await openSettings(page);
    // The seeded settings save as they come (no SMTP, notifications off), here with a typed phone.
    await page.locator("#settings-phoneNumber").fill("+34 986 101 202");
    await saveSettings(page);
    expect((await fetch(`${server.url}/projeto/cocina-abierta-pontevedra`)).status).toBe(200);

    await page.goto("/admin");
    await page.getByRole("button", { name: "Eliminar contenido de demostración" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await expectToast(page, "Contenido de demostración eliminado");
    await page.getByRole("button", { name: "Eliminar contenido de demostración" }).waitFor({ state: "detached" });
    await page.getByRole("list", { name: "Actividad reciente" }).getByText("Contenido de demostración eliminado (7 proyectos)").waitFor();

    expect((await fetch(`${server.url}/projeto/cocina-abierta-pontevedra`)).status).toBe(404);
    const home = await (await fetch(`${server.url}/`)).text();
    expect(home).toContain("+34 986 101 202");
    expect(home).not.toContain("Rúa de Urzáiz 118");
    await page.close();
  });
});
