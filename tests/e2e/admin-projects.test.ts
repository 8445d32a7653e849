import path from "node:path";
import sharp from "sharp";
import { describe, expect, inject } from "vitest";
import { adminShellMessages } from "@/admin/messages";
import { mediaAdminMessages } from "@/media/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { projectValidationMessages } from "@/projects/messages";
import { publishChanges } from "./support/admin-projects";
import { chooseAdminLanguage } from "./support/admin-language";
import { expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { recordDialogs } from "./support/page-watch";
import { listFiles, sharedUploadsDir } from "./support/storage";
import { expectToast } from "./support/toasts";

const pm = projectAdminMessages.es;
const pv = projectValidationMessages.es;
const mm = mediaAdminMessages.es;

const baseURL = inject("baseURL");
const uploadsDir = sharedUploadsDir();
test.override("adminOptions", { timeout: 15_000 });

/** A seeded, published project (src/seed/content-projects.ts). */
const SEEDED_SLUG = "cocina-abierta-pontevedra";
const stamp = Date.now().toString(36);
const TITLE = `Reforma de prueba ${stamp}`;
const SLUG = `reforma-de-prueba-${stamp}`;

const get = async (path: string) => {
  const res = await fetch(`${baseURL}${path}`);
  return { status: res.status, html: await res.text() };
};

describe("admin projects", () => {
  let projectId: string;

  test("creates a project through the info, materials and SEO tabs and lands on its edit page", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Nuevo proyecto" }).last().click();
    await page.waitForURL(`${baseURL}/admin/projects/new`);
    await page.getByRole("heading", { name: "Nuevo Proyecto" }).waitFor();

    // The slug follows the title in create mode.
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(TITLE);
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe(SLUG);

    await page.getByRole("combobox", { name: "Categoría" }).click();
    await page.getByRole("option", { name: "Cocinas" }).click();
    await page.getByLabel("Ubicación").fill("Lugo");
    await page.getByLabel("Descripción corta").fill("Prueba de extremo a extremo");

    // Rich text: bold through the toolbar.
    const editor = page.getByRole("textbox", { name: "Descripción detallada" });
    await editor.click();
    const bold = page.getByRole("button", { name: "Negrita" });
    await bold.click();
    await expect(bold.getAttribute("aria-pressed")).resolves.toBe("true");
    await page.keyboard.type("Texto importante");

    await page.getByRole("textbox", { name: "Fecha de inicio" }).fill("15/01/2024");
    await page.getByLabel("Dormitorios").fill("3");

    // A feature chip by Enter (which must not submit the form).
    const features = page.getByRole("textbox", { name: "Características" });
    await features.fill("  Suelo radiante  ");
    await features.press("Enter");
    await page.getByRole("list", { name: "Características añadidas" }).getByText("Suelo radiante", { exact: true }).waitFor();
    await features.fill("Suelo radiante");
    await features.press("Enter");
    expect(await page.getByRole("list", { name: "Características añadidas" }).getByRole("listitem").count()).toBe(1);
    expect(page.url()).toBe(`${baseURL}/admin/projects/new`);

    await page.getByRole("tab", { name: pm.tabs.materials }).click();
    await page.getByText("No hay materiales añadidos.").waitFor();
    await page.getByPlaceholder(pm.materialPlaceholder, { exact: true }).fill("Piso");
    await page.getByPlaceholder(pm.specificationPlaceholder, { exact: true }).fill("Porcelanato 60x60cm");
    await page.getByPlaceholder(pm.specificationPlaceholder, { exact: true }).press("Enter");
    await page.getByRole("list", { name: "Materiales" }).getByText("Porcelanato 60x60cm").waitFor();

    await page.getByRole("tab", { name: "SEO" }).click();
    await page.getByLabel("Meta título").fill("Reforma en Lugo");
    await page.getByText("15/60").waitFor();
    await page.getByText("Recomendado: hasta 60 caracteres").waitFor();
    await page.getByRole("textbox", { name: "Palabras clave" }).fill("reforma lugo");
    await page.getByRole("textbox", { name: "Palabras clave" }).press("Enter");

    await page.getByRole("button", { name: pm.create }).click();
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}\/edit$/);
    await expectToast(page, pm.created);
    projectId = page.url().split("/").at(-2)!;

    // The edit form is filled from the database.
    await page.getByRole("heading", { name: "Editar Proyecto" }).waitFor();
    await expect(page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe(TITLE);
    await expect(page.getByLabel("Slug").inputValue()).resolves.toBe(SLUG);
    await expect(page.getByRole("textbox", { name: "Fecha de inicio" }).inputValue()).resolves.toBe("15/01/2024");
    await expect(page.getByRole("combobox", { name: "Categoría" }).textContent()).resolves.toContain("Cocinas");
    await page.getByRole("list", { name: "Características añadidas" }).getByText("Suelo radiante").waitFor();

    // Still a draft: not public.
    expect((await get(`/projeto/${SLUG}`)).status).toBe(404);
    await page.close();
  });

  test("publishes it with the switch; the landing page and its project page show it on the next request", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto(`/admin/projects/${projectId}/edit`);
    const publish = page.getByRole("switch", { name: "Publicado" });
    await publish.click();
    await expect(publish.getAttribute("aria-checked")).resolves.toBe("true");
    await page.getByRole("button", { name: pm.update }).click();
    await page.waitForURL(`${baseURL}/admin/projects`);
    await expectToast(page, pm.updated);

    const row = page.getByRole("row").filter({ hasText: TITLE });
    await row.getByText("Publicado", { exact: true }).filter({ visible: true }).waitFor();
    const view = row.getByRole("link", { name: /^Ver .* en el sitio web/ });
    expect(await view.getAttribute("href")).toBe(`/projeto/${SLUG}`);
    expect(await view.getAttribute("target")).toBe("_blank");
    expect(await view.getAttribute("rel")).toContain("noopener");

    const landing = await get("/");
    expect(landing.html).toContain(TITLE);
    expect(landing.html).toContain(`href="/projeto/${SLUG}"`);
    const detail = await get(`/projeto/${SLUG}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(TITLE);
    expect(detail.html).toContain("Porcelanato 60x60cm");
    expect(detail.html).toContain("Suelo radiante");
    expect(detail.html).toContain("<strong>Texto importante</strong>");
    await page.close();
  });

  test("shows the spec's messages for an empty form and stays on it", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects/new");
    await page.getByRole("button", { name: pm.create }).click();
    await page.getByText(pv.titleRequired).waitFor();
    await page.getByText(pv.slugRequired).waitFor();
    await page.getByText(pv.categoryRequired).waitFor();
    await page.getByLabel("Slug").fill("No Vale");
    await page.getByLabel("Slug").blur();
    await page.getByText(pv.slugPattern).waitFor();
    expect(page.url()).toBe(`${baseURL}/admin/projects/new`);
    await page.close();
  });

  test("flags a slug used by another project on blur and disables submit until it changes", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects/new");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill("Otra cocina");
    const slug = page.getByLabel("Slug");
    await slug.fill(SEEDED_SLUG);
    await slug.blur();
    await page.getByText(pv.slugTaken).waitFor();
    const submit = page.getByRole("button", { name: pm.create });
    expect(await submit.isDisabled()).toBe(true);

    await slug.fill(`${SEEDED_SLUG}-2`);
    await slug.blur();
    // Hidden, not absent: the page carries its strings for the browser (in the RSC payload).
    await page.getByText(pv.slugTaken).waitFor({ state: "hidden" });
    expect(await submit.isDisabled()).toBe(false);

    // Its own slug is not a conflict when editing.
    await page.goto(`/admin/projects/${projectId}/edit`, { waitUntil: "load" });
    await page.getByLabel("Slug").focus();
    await page.getByLabel("Slug").blur();
    await page.waitForTimeout(500);
    expect(await page.getByText(pv.slugTaken).count()).toBe(0);
    expect(await page.getByRole("button", { name: pm.update }).isDisabled()).toBe(false);

    // A form just loaded (rich text included) has nothing unsaved: leaving it does not ask.
    const dialogs = recordDialogs(page);
    await page.getByRole("link", { name: pm.back }).click();
    await page.waitForURL(`${baseURL}/admin/projects`);
    expect(dialogs).toEqual([]);
    await page.close();
  });

  test("asks before leaving a form with unsaved changes", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects/new");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill("Cambios sin guardar");
    const messages: string[] = [];

    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: pm.back }).click();
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL}/admin/projects/new`);
    await expect(page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe("Cambios sin guardar");

    page.once("dialog", (dialog) => {
      messages.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole("link", { name: pm.back }).click();
    await page.waitForURL(`${baseURL}/admin/projects`);
    expect(messages).toEqual([pm.unsaved, pm.unsaved]);
    await page.close();
  });

  test("guards the browser's Back button too, and lets go once confirmed", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects");
    await page.getByRole("link", { name: "Nuevo proyecto" }).last().click();
    await page.waitForURL(`${baseURL}/admin/projects/new`);
    await page.getByRole("textbox", { name: "Título", exact: true }).fill("Sin guardar");

    const dismissed = new Promise<string>((resolve) =>
      page.once("dialog", (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.evaluate(() => window.history.back());
    expect(await dismissed).toBe(pm.unsaved);
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${baseURL}/admin/projects/new`);
    await expect(page.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe("Sin guardar");

    page.once("dialog", (dialog) => void dialog.accept());
    await page.evaluate(() => window.history.back());
    await page.waitForURL(`${baseURL}/admin/projects`);
    await page.getByRole("heading", { name: "Proyectos" }).waitFor();
    await page.close();
  });

  test("edits, cancels and deletes materials; both parts are required", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects/new");
    await page.getByRole("tab", { name: pm.tabs.materials }).click();
    const name = page.getByPlaceholder(pm.materialPlaceholder, { exact: true });
    const spec = page.getByPlaceholder(pm.specificationPlaceholder, { exact: true });
    await name.fill("Piso");
    await name.press("Enter");
    await expectVisible(page.getByText(pv.materialIncomplete), "the message that a material needs its specification");
    await spec.fill("Roble");
    await spec.press("Enter");
    const list = page.getByRole("list", { name: "Materiales" });
    await expectVisible(list.getByText("Roble"), "the added material's specification");

    await page.getByRole("button", { name: "Editar «Piso»" }).click();
    await list.getByRole("textbox", { name: "Especificación" }).fill("Nogal");
    await page.getByRole("button", { name: "Cancelar edición" }).click();
    await expectVisible(list.getByText("Roble"), "the specification as it was, after Cancel");

    await page.getByRole("button", { name: "Editar «Piso»" }).click();
    await list.getByRole("textbox", { name: "Especificación" }).fill("Nogal");
    await page.getByRole("button", { name: "Guardar material" }).click();
    await expectVisible(list.getByText("Nogal"), "the edited specification, after Save");

    await page.getByRole("button", { name: "Eliminar «Piso»" }).click();
    await expectVisible(page.getByText("No hay materiales añadidos."), "the empty materials list's message, after the delete");
    await page.close({ runBeforeUnload: false });
  });

  test("shows the project screens, their checks and the media tab in the person's language", async ({ admin }) => {
    const page = await admin.newPage();
    try {
      await page.goto("/admin/projects");
      await chooseAdminLanguage(page, "pt");
      const pt = projectAdminMessages.pt;
      await page.getByRole("heading", { name: pt.listTitle, level: 1 }).waitFor();
      await page.getByRole("searchbox", { name: pt.searchLabel }).waitFor();

      // Served in the person's language from the next page on, title included.
      await page.goto("/admin/projects/new");
      await page.getByRole("heading", { name: pt.createTitle }).waitFor();
      expect(await page.title()).toBe(`${pt.createTitle} · ${adminShellMessages.pt.panel}`);
      for (const name of Object.values(pt.tabs)) await page.getByRole("tab", { name, exact: true }).waitFor();
      // The shared schema checks in the browser, in Portuguese.
      await hydrated(page, "#project-title");
      await page.getByRole("button", { name: pt.create }).click();
      await page.getByText(projectValidationMessages.pt.titleRequired).waitFor();
      await page.getByRole("tab", { name: pt.tabs.media, exact: true }).click();
      const media = mediaAdminMessages.pt;
      for (const type of ["gallery", "before", "after"] as const) {
        await page.getByRole("region", { name: media.section(media.imageTypes[type], 0), exact: true }).waitFor();
      }
      await page.getByText(media.coverTitle, { exact: true }).waitFor();
    } finally {
      // The admin is shared with the files that run next: back to Spanish.
      await page.goto("/admin/projects");
      await chooseAdminLanguage(page, "es");
      await page.getByRole("heading", { name: pm.listTitle, level: 1 }).waitFor();
      await page.close();
    }
  });

  test("shows the not-found screen for an unknown project", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/projects/00000000-0000-4000-8000-000000000000/edit");
    await expectVisible(page.getByRole("heading", { name: pm.notFoundTitle }), "the project not-found screen's heading");
    await page.close();
  });

  test("searches the list and deletes the project after confirmation; the public pages and its stored files go", async ({ admin }) => {
    const page = await admin.newPage();
    // A gallery image uploaded through the media tab, as an admin does: stored and served.
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("tab", { name: new RegExp(`^${pm.tabs.media}`) }).click();
    await page.getByLabel("Tipo de imagen").selectOption("gallery");
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 150, g: 110, b: 70 } } })
      .jpeg()
      .toBuffer();
    await page.getByTestId("image-upload-input").setInputFiles([{ name: "obra.jpg", mimeType: "image/jpeg", buffer: jpeg }]);
    await expectToast(page, mm.imageUploaded);
    const gallery = page.getByRole("region", { name: `${mm.imageTypes.gallery} (1)`, exact: true });
    const imageUrl = (await gallery.locator("li[data-image-url]").first().getAttribute("data-image-url"))!;
    expect(imageUrl).toMatch(new RegExp(`^/media/projects/${projectId}/gallery/[^/]+\\.jpg$`));
    const projectDir = path.join(uploadsDir, "projects", projectId);
    const stored = listFiles(projectDir);
    expect(stored).toContain(path.join(uploadsDir, decodeURIComponent(imageUrl.slice("/media/".length))));
    expect(stored.length).toBeGreaterThan(1); // the original and its AVIF/WebP variants
    const variantUrls = stored.map((file) => `/media/${path.relative(uploadsDir, file).split(path.sep).join("/")}`);
    for (const url of variantUrls) expect((await fetch(`${baseURL}${url}`)).status, url).toBe(200);
    // On the site, the new image waits in the project's working copy until its changes are published.
    expect((await get(`/projeto/${SLUG}`)).html).not.toContain(imageUrl);
    await publishChanges(page, projectId);
    expect((await get(`/projeto/${SLUG}`)).html).toContain(imageUrl);

    await page.goto("/admin/projects");
    const search = page.getByRole("searchbox", { name: "Buscar proyectos" });
    await search.fill("LUGO"); // location, case-insensitive; the server searches (?q=)
    await page.waitForURL(/[?&]q=LUGO/);
    await page.waitForFunction(() => document.querySelectorAll("tbody tr").length === 1);
    await page.getByRole("row").filter({ hasText: TITLE }).waitFor();
    await search.fill("nada coincide con esto");
    await page.getByText("No se encontraron proyectos").waitFor();
    await search.fill(stamp);

    await page.getByRole("button", { name: `Eliminar «${TITLE}»` }).click();
    const dialog = page.getByRole("alertdialog");
    await dialog.getByText("¿Eliminar este proyecto?").waitFor();
    const text = await dialog.textContent();
    expect(text).toContain("Esta acción no se puede deshacer.");
    expect(text).toContain("También se eliminarán todas las imágenes del proyecto.");
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expectToast(page, pm.deleted);
    await page.getByRole("row").filter({ hasText: TITLE }).waitFor({ state: "detached" });

    const landing = await get("/");
    expect(landing.html).not.toContain(TITLE);
    expect((await get(`/projeto/${SLUG}`)).status).toBe(404);
    // Its files left storage: gone from disk and no longer served.
    await expect.poll(() => listFiles(projectDir)).toEqual([]);
    for (const url of variantUrls) expect((await fetch(`${baseURL}${url}`)).status, url).toBe(404);
    await page.goto(`/admin/projects/${projectId}/edit`);
    await page.getByRole("heading", { name: pm.notFoundTitle }).waitFor();
    await page.close();
  });
});
