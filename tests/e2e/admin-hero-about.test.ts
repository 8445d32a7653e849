import sharp from "sharp";
import type { Locator, Page, Request } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { aboutMessages } from "@/about/messages";
import { heroMessages } from "@/hero/messages";
import { chooseAdminLanguage } from "./support/admin-language";
import { test } from "./support/fixtures";
import { keyboardDragDown } from "./support/keyboard-drag";
import { expectToast } from "./support/toasts";

/**
 * The hero images and About gallery screens against the shared seeded server. Every test
 * works on images it creates (titles and file names carry a stamp) and deletes them at the
 * end, so the seeded hero (whose first title is the landing page's h1) and About images stay.
 */

const baseURL = inject("baseURL");
// Tall enough that the whole About list fits: drags need no scrolling.
test.override("adminOptions", { viewport: { width: 1280, height: 2000 }, timeout: 20_000 });

const stamp = Date.now().toString(36);
const HERO_A = `Portada de prueba A ${stamp}`;
const HERO_B = `Portada de prueba B ${stamp}`;
const FILE_ONE = `reforma-${stamp}-uno`;
const FILE_TWO = `reforma-${stamp}-dos`;
const a = aboutMessages.es;
// The alt text is the file name without its extension.
const ALT_ONE = a.newAlt(FILE_ONE);
const ALT_TWO = a.newAlt(FILE_TWO);

const landing = async () => (await fetch(baseURL)).text();
const status = async (path: string) => (await fetch(`${baseURL}${path}`)).status;
const jpeg = (color: string) =>
  sharp({ create: { width: 1200, height: 800, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

/** The server-action POSTs a page sends (a refresh is a GET; an action carries Next-Action). */
function recordActions(page: Page): Request[] {
  const seen: Request[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && r.headers()["next-action"]) seen.push(r);
  });
  return seen;
}

describe("hero images", () => {
  const card = (page: Page, title: string) => page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
  let uploadedUrl = "";

  test("adds an image by upload; save waits for image and title; the form resets and closes; the public hero shows it", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/hero-images");
    await page.getByRole("heading", { name: "Imágenes de portada", level: 1 }).waitFor();
    // The seeded first image is at order 1: it cannot move up.
    const first = page.getByRole("list", { name: "Imágenes de portada" }).getByRole("listitem").first();
    await first.getByText("Orden 1", { exact: true }).waitFor();
    expect(await first.getByRole("button", { name: "Subir" }).isDisabled()).toBe(true);

    await page.getByRole("button", { name: "Agregar Imagen" }).click();
    const form = page.getByRole("form", { name: "Nueva imagen" });
    const save = form.getByRole("button", { name: "Guardar" });
    expect(await save.isDisabled()).toBe(true);
    await form.getByRole("textbox", { name: "Título", exact: true }).fill(HERO_A);
    expect(await save.isDisabled()).toBe(true);

    await form.locator('input[type="file"]').setInputFiles({ name: "portada.jpg", mimeType: "image/jpeg", buffer: await jpeg("#7c2d12") });
    const url = form.getByRole("textbox", { name: "URL de la imagen" });
    await expect.poll(() => url.inputValue(), { timeout: 30_000 }).toMatch(/^\/media\/hero\/[0-9a-f-]{36}\.jpg$/);
    uploadedUrl = await url.inputValue();
    await form.getByRole("spinbutton", { name: "Orden" }).fill("30");
    await save.click();
    await expectToast(page, "¡Nueva imagen agregada con éxito!");
    await form.waitFor({ state: "detached" });
    await card(page, HERO_A).getByText("Orden 30", { exact: true }).waitFor();
    expect(await landing()).toContain(HERO_A);

    // Reopened, the form is back to its defaults (order 1, active). The second image is
    // given by URL: the file the first one uploaded.
    await page.getByRole("button", { name: "Agregar Imagen" }).click();
    await expect(form.getByRole("spinbutton", { name: "Orden" }).inputValue()).resolves.toBe("1");
    await expect(form.getByRole("switch", { name: "Activa" }).getAttribute("aria-checked")).resolves.toBe("true");
    await expect(form.getByRole("textbox", { name: "Título", exact: true }).inputValue()).resolves.toBe("");
    await form.getByRole("textbox", { name: "URL de la imagen" }).fill(uploadedUrl);
    await form.getByRole("textbox", { name: "Título", exact: true }).fill(HERO_B);
    await form.getByRole("textbox", { name: "Subtítulo" }).fill("Subtítulo de prueba");
    await form.getByRole("spinbutton", { name: "Orden" }).fill("31");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expectToast(page, "¡Nueva imagen agregada con éxito!");
    await card(page, HERO_B).getByText("Orden 31", { exact: true }).waitFor();
    await page.close();
  });

  test("deactivates an image: dimmed and badged in the list, gone from the public hero on the next request", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/hero-images");
    await card(page, HERO_A).getByRole("button", { name: "Desactivar" }).click();
    await expectToast(page, "¡Imagen actualizada con éxito!");
    await card(page, HERO_A).getByText("Inactiva", { exact: true }).waitFor();
    const html = await landing();
    expect(html).not.toContain(HERO_A);
    expect(html).toContain(HERO_B);

    await card(page, HERO_A).getByRole("button", { name: "Activar" }).click();
    await card(page, HERO_A).getByText("Activa", { exact: true }).waitFor();
    expect(await landing()).toContain(HERO_A);
    await page.close();
  });

  test("moves an image up one order at a time; the public hero follows the order", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/hero-images");
    const publicOrder = async () => {
      const html = await landing();
      return html.indexOf(HERO_B) < html.indexOf(HERO_A) ? "B first" : "A first";
    };
    expect(await publicOrder()).toBe("A first");

    await card(page, HERO_B).getByRole("button", { name: "Subir" }).click();
    await card(page, HERO_B).getByText("Orden 30", { exact: true }).waitFor();
    // A tie at 30: the older image (A) stays first, in the list and in public.
    expect(await publicOrder()).toBe("A first");

    await card(page, HERO_B).getByRole("button", { name: "Subir" }).click();
    await card(page, HERO_B).getByText("Orden 29", { exact: true }).waitFor();
    expect(await publicOrder()).toBe("B first");
    const titles = await page.getByRole("list", { name: "Imágenes de portada" }).getByRole("heading").allTextContents();
    expect(titles.indexOf(HERO_B)).toBe(titles.indexOf(HERO_A) - 1);

    await card(page, HERO_B).getByRole("button", { name: "Bajar" }).click();
    await card(page, HERO_B).getByText("Orden 30", { exact: true }).waitFor();
    await page.close();
  });

  test("edits an image inline", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/hero-images");
    await card(page, HERO_B)
      .getByRole("button", { name: `Editar "${HERO_B}"` })
      .click();
    const form = page.getByRole("form", { name: `Editar imagen: ${HERO_B}` });
    await expect(form.getByRole("textbox", { name: "Subtítulo" }).inputValue()).resolves.toBe("Subtítulo de prueba");
    await form.getByRole("textbox", { name: "Subtítulo" }).fill("Subtítulo editado");
    await form.getByRole("button", { name: "Guardar" }).click();
    await expectToast(page, "¡Imagen actualizada con éxito!");
    await card(page, HERO_B).getByText("Subtítulo editado").waitFor();
    expect(await landing()).toContain("Subtítulo editado");
    await page.close();
  });

  test("deletes after the confirmation; the stored file goes with the last image that shows it", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/hero-images");
    await card(page, HERO_B).getByRole("button", { name: "Eliminar" }).click();
    const dialog = page.getByRole("alertdialog", { name: `¿Está seguro de que desea eliminar la imagen "${HERO_B}"?` });
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await dialog.waitFor({ state: "detached" });
    await card(page, HERO_B).waitFor();

    await card(page, HERO_B).getByRole("button", { name: "Eliminar" }).click();
    await dialog.getByRole("button", { name: "Eliminar" }).click();
    await expectToast(page, "¡Imagen eliminada con éxito!");
    await card(page, HERO_B).waitFor({ state: "detached" });
    expect(await landing()).not.toContain(HERO_B);
    // A still shows the file.
    expect(await status(uploadedUrl)).toBe(200);

    await card(page, HERO_A).getByRole("button", { name: "Eliminar" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Eliminar" }).click();
    await card(page, HERO_A).waitFor({ state: "detached" });
    expect(await landing()).not.toContain(HERO_A);
    await expect.poll(() => status(uploadedUrl)).toBe(404);
    await page.close();
  });
});

describe("About gallery", () => {
  type RowState = { id: string; alt: string; order: string; src: string };
  const rows = (page: Page): Promise<RowState[]> =>
    page.$$eval("[data-testid=about-row]", (els) =>
      els.map((el) => {
        const inputs = el.querySelectorAll("input");
        return { id: el.getAttribute("data-id")!, alt: inputs[0].value, order: inputs[1].value, src: el.querySelector("img")!.getAttribute("src")! };
      }),
    );
  const row = (page: Page, id: string): Locator => page.locator(`[data-testid=about-row][data-id="${id}"]`);
  const heading = (page: Page) => page.getByRole("heading", { level: 1 });
  let initialCount = 0;
  let one: RowState;
  let two: RowState;

  test("uploads two images: alt text auto-filled, placed last (max + 1), shown on the public carousel", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/about-gallery");
    await page.getByText(a.dropFormats).waitFor();
    const before = await rows(page);
    initialCount = before.length;
    await expect(heading(page).textContent()).resolves.toBe(a.title(initialCount));
    const maxOrder = Math.max(0, ...before.map((r) => Number(r.order)));

    await page.locator('input[type="file"][multiple]').setInputFiles([
      { name: `${FILE_ONE}.jpg`, mimeType: "image/jpeg", buffer: await jpeg("#1d4ed8") },
      { name: `${FILE_TWO}.jpg`, mimeType: "image/jpeg", buffer: await jpeg("#15803d") },
    ]);
    await expectToast(page, a.added, { timeout: 60_000 });
    await expect.poll(async () => (await rows(page)).length, { timeout: 30_000 }).toBe(initialCount + 2);
    await expect(heading(page).textContent()).resolves.toBe(a.title(initialCount + 2));

    const after = await rows(page);
    [one, two] = after.slice(-2);
    expect(one).toMatchObject({ alt: ALT_ONE, order: String(maxOrder + 1) });
    expect(two).toMatchObject({ alt: ALT_TWO, order: String(maxOrder + 2) });
    expect(one.src).toMatch(/^\/media\/about-gallery\/[0-9a-f-]{36}\.jpg$/);

    const html = await landing();
    expect(html).toContain(ALT_ONE);
    expect(html.indexOf(ALT_ONE)).toBeLessThan(html.indexOf(ALT_TWO));
    await page.close();
  });

  test("drag-reorders with the pointer: one server action carries the whole batch, and the order survives a reload", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/about-gallery");
    const before = await rows(page);
    const actions = recordActions(page);

    // Drag the last row (two) onto the one above it (one).
    const handle = row(page, two.id).getByRole("button", { name: `Arrastrar para reordenar: ${ALT_TWO}` });
    const from = (await handle.boundingBox())!;
    const to = (await row(page, one.id)
      .getByRole("button", { name: /^Arrastrar/ })
      .boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2 - 10, { steps: 4 });
    await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2 - 5, { steps: 15 });
    await page.mouse.up();
    await expectToast(page, a.reordered);

    const expected = before.map((r) => r.id);
    expected.splice(expected.indexOf(two.id), 1);
    expected.splice(expected.indexOf(one.id), 0, two.id);
    expect(actions).toHaveLength(1);
    expect(JSON.parse(actions[0].postData()!)).toEqual([{ ids: expected }]);

    await page.reload();
    const after = await rows(page);
    expect(after.map((r) => r.id)).toEqual(expected);
    // Renumbered from 1 in the new order.
    expect(after.map((r) => r.order)).toEqual(expected.map((_, i) => String(i + 1)));
    const html = await landing();
    expect(html.indexOf(ALT_TWO)).toBeLessThan(html.indexOf(ALT_ONE));
    await page.close();
  });

  test("reorders with the keyboard; a batch that fails is rolled back in the list", async ({ admin }) => {
    const page = await admin.newPage();
    // A window taller than the page: while the page can scroll, dnd-kit's keyboard sensor
    // scrolls it instead of moving a row that sits below the window's middle.
    await page.setViewportSize({ width: 1280, height: 6000 });
    await page.goto("/admin/about-gallery");
    await page.waitForLoadState("networkidle");
    const before = await rows(page);
    expect(before.findIndex((r) => r.id === two.id)).toBe(before.findIndex((r) => r.id === one.id) - 1);
    const handle = row(page, two.id).getByRole("button", { name: `Arrastrar para reordenar: ${ALT_TWO}` });
    const target = before.findIndex((r) => r.id === one.id) + 1;
    const keyboardMoveDown = () =>
      keyboardDragDown(page, handle, {
        over: `Imagen ${ALT_TWO} sobre la posición ${target}.`,
        dropped: `Imagen ${ALT_TWO} soltada en la posición ${target}.`,
      });

    // The server action never arrives: the old order comes back with the reorder failure message.
    const actionRoute = (url: URL) => url.pathname === "/admin/about-gallery";
    await page.route(actionRoute, (route) => (route.request().method() === "POST" ? route.abort() : route.continue()));
    await keyboardMoveDown();
    await expectToast(page, a.reorderError);
    await expect.poll(async () => (await rows(page)).map((r) => r.id)).toEqual(before.map((r) => r.id));
    await page.unroute(actionRoute);
    // The rolled-back rows slide back into place (250 ms transition): measure them once settled.
    await page.waitForTimeout(600);

    const actions = recordActions(page);
    await keyboardMoveDown();
    await expectToast(page, a.reordered);
    expect(actions).toHaveLength(1);
    await page.reload();
    const after = (await rows(page)).map((r) => r.id);
    expect(after.indexOf(one.id)).toBe(after.indexOf(two.id) - 1);
    await page.close();
  });

  test("edits the alt text and hides an inactive image from the public carousel and the preview", async ({ admin }) => {
    const page = await admin.newPage();
    // The preview's timers run on a clock the test moves: its waits take no time of their own.
    await page.clock.install();
    await page.goto("/admin/about-gallery");
    const alt = row(page, one.id).getByLabel("Texto alternativo");
    await alt.fill(`${ALT_ONE} editada`);
    await alt.press("Enter");
    await expectToast(page, a.updated);
    await expect.poll(landing).toContain(`${ALT_ONE} editada`);

    await row(page, one.id).getByRole("switch", { name: "Activa" }).click();
    await expect.poll(() => row(page, one.id).getByRole("switch", { name: "Activa" }).getAttribute("aria-checked")).toBe("false");
    const html = await landing();
    expect(html).not.toContain(ALT_ONE);
    expect(html).toContain(ALT_TWO);

    // Preview: active images only, with a pause control.
    await page.getByRole("button", { name: "Vista previa" }).click();
    const preview = page.getByRole("region", { name: "Vista previa del carrusel" });
    await preview.waitFor();
    const alts = await preview.locator("img").evaluateAll((imgs) => imgs.map((i) => i.getAttribute("alt")));
    expect(alts).toContain(ALT_TWO);
    expect(alts).not.toContain(`${ALT_ONE} editada`);
    expect(alts).toHaveLength(initialCount + 1);
    // It advances by itself (every 3 s) until paused.
    const n = initialCount + 1;
    const counter = page.getByText(new RegExp(`^Imagen \\d+ de ${n}$`));
    const shown = await counter.textContent();
    await page.clock.runFor(3_500);
    await expect.poll(() => counter.textContent(), { timeout: 8_000 }).not.toBe(shown);
    await page.getByRole("button", { name: "Pausar carrusel" }).click();
    await page.getByRole("button", { name: "Reanudar carrusel" }).waitFor();
    const paused = await counter.textContent();
    await page.clock.runFor(3_500);
    await expect(counter.textContent()).resolves.toBe(paused);
    await page.close();
  });

  test("refuses an order below 1 and saves a valid one", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/about-gallery");
    const order = row(page, two.id).getByRole("spinbutton", { name: "Orden" });
    await order.fill("0");
    await order.press("Enter");
    await row(page, two.id).getByText("El orden mínimo es 1").waitFor();
    await order.fill("50");
    await order.press("Enter");
    await expectToast(page, a.updated);
    await expect.poll(async () => (await rows(page)).at(-1)?.id).toBe(two.id);
    await page.close();
  });

  test("deletes after the confirmation, with its stored file", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/about-gallery");
    for (const image of [one, two]) {
      await row(page, image.id)
        .getByRole("button", { name: /^Eliminar imagen/ })
        .click();
      const dialog = page.getByRole("alertdialog", { name: a.confirmDelete });
      await dialog.getByRole("button", { name: "Eliminar" }).click();
      await expectToast(page, a.deleted);
      await row(page, image.id).waitFor({ state: "detached" });
      await expect.poll(() => status(image.src)).toBe(404);
    }
    await expect(heading(page).textContent()).resolves.toBe(a.title(initialCount));
    const html = await landing();
    expect(html).not.toContain(FILE_ONE);
    expect(html).not.toContain(FILE_TWO);
    await page.close();
  });
});

describe("in the person's language", () => {
  test("shows the hero and About screens in Portuguese (the spec's wording) and English, then back in Spanish", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto("/admin/hero-images");
    try {
      await chooseAdminLanguage(page, "pt");
      await page.getByRole("heading", { name: heroMessages.pt.title, level: 1 }).waitFor();
      await page.getByRole("button", { name: heroMessages.pt.add }).waitFor();
      await page.goto("/admin/about-gallery");
      // The spec's own Portuguese, verbatim.
      await page.getByText("Suporta JPG, PNG, WebP").waitFor();
      await page.getByRole("button", { name: aboutMessages.pt.preview }).waitFor();
      await chooseAdminLanguage(page, "en");
      await page.getByText(aboutMessages.en.dropFormats).waitFor();
      await page.goto("/admin/hero-images");
      await page.getByRole("heading", { name: heroMessages.en.title, level: 1 }).waitFor();
      // A fresh load's title, in the person's language (its metadata streams after the words).
      await expect.poll(() => page.title()).toContain(heroMessages.en.title);
    } finally {
      // Other files run after this one with the same admin: back to Spanish whatever happened.
      await chooseAdminLanguage(page, "es");
      await page.close();
    }
  });
});
