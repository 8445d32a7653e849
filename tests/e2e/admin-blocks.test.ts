import sharp from "sharp";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { projectAdminMessages } from "@/projects/admin/messages";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { blockValidationMessages } from "@/blocks/messages";
import { chooseAdminLanguage } from "./support/admin-language";
import { addBlock, blockItems as items, createProject, deleteProject, openContentTab, publishChanges } from "./support/admin-projects";
import { typeInEditor } from "./support/editor";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { keyboardDragDown } from "./support/keyboard-drag";
import { recordDialogs } from "./support/page-watch";
import { closeToast } from "./support/toasts";

const baseURL = inject("baseURL");
test.override("adminOptions", { viewport: { width: 1280, height: 1400 }, timeout: 20_000 });

const stamp = Date.now().toString(36);
const TITLE = `Bloques de prueba ${stamp}`;
const SLUG = `bloques-de-prueba-${stamp}`;
const TEXT = `Texto del bloque ${stamp}`;
const QUOTE = `Quedó impecable ${stamp}`;
const LEFT = `Columna izquierda ${stamp}`;
const XSS_TEXT = `<script>window.__xss=1</script><img src=x onerror="alert('text')">`;
const XSS_QUOTE = `<img src=x onerror="alert('quote')"><script>alert(2)</script>`;
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";

let projectId = "";

const m = blockEditorMessages.es;
const v = blockValidationMessages.es;

const image = (width: number, height: number, color: { r: number; g: number; b: number }) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .jpeg()
    .toBuffer();

const adminOrder = async (page: Page) => items(page).evaluateAll((els) => els.map((el) => el.getAttribute("data-block-type")));

/** The block types in the order the public project page serves them once the changes are published. */
async function publicOrder(page?: Page): Promise<string[]> {
  if (page) await publishChanges(page, projectId);
  const res = await fetch(`${baseURL}/projeto/${SLUG}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...html.matchAll(/data-block-type="([a-z_]+)"/g)].map((m) => m[1]);
}

/** The order in the editor now, after a reload, and on the public project page. */
async function expectOrderKept(page: Page, order: string[]) {
  expect(await adminOrder(page)).toEqual(order);
  await openContentTab(page, projectId);
  await page.getByText(TEXT).waitFor();
  expect(await adminOrder(page)).toEqual(order);
  expect(await publicOrder(page)).toEqual(order);
}

/** Saves a new block's form: the block is stored, and takes its place at the end of the list. */
async function saveNew(page: Page, form: Locator) {
  const before = await items(page).count();
  await form.getByRole("button", { name: m.save }).click();
  await closeToast(page, m.created);
  await form.waitFor({ state: "detached" });
  await page.waitForFunction(([n, label]) => document.querySelectorAll(`ol[aria-label="${label}"] > li`).length === n, [before + 1, m.listLabel] as const);
  return items(page).nth(before);
}

async function save(page: Page, item: Locator) {
  await item.getByRole("button", { name: m.save }).click();
  await closeToast(page, m.updated);
  await item.getByRole("button", { name: m.save }).waitFor({ state: "detached" });
}

const center = async (locator: Locator) => {
  const box = (await locator.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Images in view mode have no intrinsic size until loaded: wait, so the boxes are final. */
async function imagesLoaded(page: Page) {
  await items(page)
    .locator("img")
    .evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map((img) => {
          img.loading = "eager";
          return img.complete ? null : new Promise((resolve) => img.addEventListener("load", resolve, { once: true }));
        }),
      ),
    );
}

/** The content tab with its blocks drawn and their images loaded: their boxes are final, ready to drag. */
async function openSettledBlocks(page: Page) {
  await openContentTab(page, projectId);
  await page.getByText(TEXT).waitFor();
  await imagesLoaded(page);
}

describe("content block editor (edit mode)", () => {
  test("starts from a new published project with no blocks", async ({ admin }) => {
    const page = await admin.newPage();
    projectId = await createProject(page, TITLE, { published: true });

    await page.getByRole("tab", { name: projectAdminMessages.es.tabs.content }).click();
    await page.getByText(m.empty).waitFor();
    expect(await publicOrder()).toEqual([]);
    await page.close();
  });

  test("adds a text, an image (uploaded), a quote, two columns, a gallery and a YouTube video", async ({ admin }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);

    // Text: opens in edit mode; Save commits and shows it through the public renderer.
    const newText = await addBlock(page, "text");
    await typeInEditor(page, newText.getByRole("textbox", { name: m.textLabel }), TEXT);
    const text = await saveNew(page, newText);
    await text.getByText(TEXT).waitFor();

    // Image: uploaded through the drop zone's file input; Save waits for the upload.
    const newImg = await addBlock(page, "image");
    await newImg.getByRole("button", { name: m.save }).click();
    await newImg.getByText(v.imageUrlRequired).waitFor();
    await newImg.getByLabel(m.dropImage).setInputFiles({
      name: "salon.jpg",
      mimeType: "image/jpeg",
      buffer: await image(900, 300, { r: 200, g: 120, b: 40 }),
    });
    await closeToast(page, m.imageUploaded);
    await expect(newImg.getByLabel(m.imageUrl).inputValue()).resolves.toMatch(/^\/media\/projects\/content-blocks\/[0-9a-f-]{36}\.jpg$/);
    await newImg.getByLabel(m.caption).fill("Salón terminado");
    const img = await saveNew(page, newImg);
    await img.getByText("Salón terminado").waitFor();

    // Quote: the spec's message for an empty one, then a payload that must stay text.
    const newQuote = await addBlock(page, "quote");
    await newQuote.getByRole("button", { name: m.save }).click();
    await newQuote.getByText(v.quoteRequired).waitFor();
    await newQuote.getByRole("textbox", { name: m.quote, exact: true }).fill(`  ${QUOTE} ${XSS_QUOTE}  `);
    await newQuote.getByRole("textbox", { name: m.author, exact: true }).fill("  Ana Pérez ");
    const quote = await saveNew(page, newQuote);
    await quote.getByText("Ana Pérez").waitFor();

    // Two columns: text on the left, an uploaded image on the right.
    const newCols = await addBlock(page, "two_columns");
    await typeInEditor(page, newCols.getByRole("textbox", { name: m.leftColumn }), LEFT);
    await newCols.getByLabel(`${m.columnType} (${m.rightColumn.toLowerCase()})`).selectOption("image");
    await newCols.getByLabel(`${m.dropImage} (${m.rightColumn.toLowerCase()})`).setInputFiles({
      name: "cocina.png",
      mimeType: "image/png",
      buffer: await sharp({ create: { width: 600, height: 300, channels: 3, background: { r: 30, g: 90, b: 160 } } })
        .png()
        .toBuffer(),
    });
    await closeToast(page, m.imageUploaded);
    await newCols.getByLabel(`${m.caption} (${m.rightColumn.toLowerCase()})`).fill("Cocina nueva");
    const cols = await saveNew(page, newCols);
    await cols.getByText(LEFT).waitFor();
    await cols.getByText("Cocina nueva").waitFor();

    // Gallery: two files at once, two columns.
    const newGallery = await addBlock(page, "gallery");
    await newGallery.getByLabel(m.dropImages).setInputFiles([
      { name: "g1.jpg", mimeType: "image/jpeg", buffer: await image(400, 300, { r: 10, g: 160, b: 60 }) },
      {
        name: "g2.webp",
        mimeType: "image/webp",
        buffer: await sharp({ create: { width: 400, height: 300, channels: 3, background: "#933" } })
          .webp()
          .toBuffer(),
      },
    ]);
    await closeToast(page, m.galleryAdded(2));
    await newGallery.getByLabel(m.columns).selectOption("2");
    await newGallery.getByLabel(`${m.alt} · ${m.galleryImage(1)}`).fill("Terraza");
    const gallery = await saveNew(page, newGallery);
    await gallery.locator('[data-columns="2"] img[alt="Terraza"]').waitFor();

    // Video: a YouTube watch link is stored as its embed address.
    const newVideo = await addBlock(page, "video");
    await newVideo.getByRole("button", { name: m.save }).click();
    await newVideo.getByText(v.videoUrlRequired).waitFor();
    await newVideo.getByLabel(m.videoUrl).fill("https://example.com/no-es-un-video");
    await newVideo.getByRole("button", { name: m.save }).click();
    await newVideo.getByText(v.videoUrlInvalid).waitFor();
    await newVideo.getByLabel(m.videoUrl).fill(YOUTUBE);
    await newVideo.getByLabel(m.videoTitle).fill("Visita de obra");
    const video = await saveNew(page, newVideo);
    expect(await video.locator("iframe").getAttribute("src")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");

    // Everything survives a reload, in the order added, and the public page shows the same.
    const order = ["text", "image", "quote", "two_columns", "gallery", "video"];
    await openContentTab(page, projectId);
    await page.getByText(TEXT).waitFor();
    expect(await adminOrder(page)).toEqual(order);
    expect(await publicOrder(page)).toEqual(order);
    await page.close();
  });

  test("edit then cancel restores the original values", async ({ admin }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    const quote = items(page).nth(2);
    await quote.getByRole("button", { name: m.editLabel(m.types.quote.name, 3) }).click();
    const field = quote.getByRole("textbox", { name: m.quote, exact: true });
    expect(await field.inputValue()).toBe(`${QUOTE} ${XSS_QUOTE}`);
    await field.fill("Otra cita que no se guarda");
    await quote.getByRole("button", { name: m.cancel }).click();
    await quote.getByText(QUOTE).waitFor();
    expect(await quote.getByText("Otra cita que no se guarda").count()).toBe(0);
    // Opening it again shows the stored values, not the abandoned draft.
    await quote.getByRole("button", { name: m.editLabel(m.types.quote.name, 3) }).click();
    expect(await quote.getByRole("textbox", { name: m.quote, exact: true }).inputValue()).toBe(`${QUOTE} ${XSS_QUOTE}`);
    await quote.getByRole("button", { name: m.cancel }).click();
    await page.reload();
    await page.getByRole("tab", { name: projectAdminMessages.es.tabs.content }).click();
    await page.getByText(QUOTE).waitFor();
    expect(await page.getByText("Otra cita que no se guarda").count()).toBe(0);
    await page.close();
  });

  test("reorders by pointer drag; the order survives a reload and is the public page's", async ({ admin }) => {
    const page = await admin.newPage();
    await openSettledBlocks(page);
    // The quote (3rd) goes above the image (2nd).
    const image2 = items(page).nth(1);
    const quote = items(page).nth(2);
    await quote.scrollIntoViewIfNeeded();
    const handle = quote.getByRole("button", { name: m.dragHandle(m.types.quote.name, 3) });
    const from = await center(handle);
    const delta = (await center(image2)).y - (await center(quote)).y;
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(from.x, from.y - 10, { steps: 2 });
    await page.mouse.move(from.x, from.y + delta, { steps: 15 });
    await page.mouse.up();
    await closeToast(page, m.reordered);

    const order = ["text", "quote", "image", "two_columns", "gallery", "video"];
    await expectOrderKept(page, order);
    await page.close();
  });

  test("reorders by keyboard (Space, ArrowDown until over the next block, Space); the order survives a reload and is the public page's", async ({ admin }) => {
    const page = await admin.newPage();
    await openSettledBlocks(page);
    // The text block (1st) goes below the quote (2nd).
    // A window taller than the page: while the page can scroll, dnd-kit's keyboard sensor
    // scrolls it instead of moving a block that sits below the window's middle.
    await page.setViewportSize({ width: 1280, height: 6000 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await keyboardDragDown(
      page,
      items(page)
        .nth(0)
        .getByRole("button", { name: m.dragHandle(m.types.text.name, 1) }),
      {
        over: m.dnd.over(1, 2),
        dropped: m.dnd.end(1, 2),
      },
    );
    await closeToast(page, m.reordered);

    const order = ["quote", "text", "image", "two_columns", "gallery", "video"];
    await expectOrderKept(page, order);
    await page.close();
  });

  test("keeps script and onerror payloads inert on the public page (text block and quote)", async ({ admin, newPage }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    const text = items(page).nth(1);
    await text.getByRole("button", { name: m.editLabel(m.types.text.name, 2) }).click();
    await text.getByRole("textbox", { name: m.textLabel }).click();
    await page.keyboard.press("End");
    await page.keyboard.type(` ${XSS_TEXT}`);
    await save(page, text);
    await publishChanges(page, projectId);
    await page.close();

    const html = await (await fetch(`${baseURL}/projeto/${SLUG}`)).text();
    expect(html).not.toMatch(/<img[^>]*src="x"/);
    expect(html).not.toContain("<script>window.__xss");
    expect(html).not.toContain("<script>alert(2)");

    const pub = await newPage();
    const dialogs = recordDialogs(pub);
    await pub.goto(`/projeto/${SLUG}`);
    await hydrated(pub, '[role="tab"]');
    await pub.getByRole("tab", { name: "Contenido" }).click();
    await pub.getByText(QUOTE).waitFor();
    // The payloads are shown as the text that was typed, and nothing ran.
    await pub.getByText(XSS_TEXT, { exact: false }).waitFor();
    await pub.getByText(XSS_QUOTE, { exact: false }).waitFor();
    await pub.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    expect(await pub.locator('img[src="x"]').count()).toBe(0);
    expect(await pub.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    await pub.context().close();
  });

  test("deletes a block after the confirmation", async ({ admin }) => {
    const page = await admin.newPage();
    await openContentTab(page, projectId);
    await page.getByText(TEXT).waitFor();
    // Cancelling the confirmation keeps it.
    await page.getByRole("button", { name: m.deleteLabel(m.types.gallery.name, 5) }).click();
    const dialog = page.getByRole("alertdialog", { name: m.confirmDelete });
    await dialog.getByRole("button", { name: m.cancel }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await items(page).count()).toBe(6);

    await page.getByRole("button", { name: m.deleteLabel(m.types.gallery.name, 5) }).click();
    await dialog.getByRole("button", { name: m.deleteConfirm }).click();
    await closeToast(page, m.removed);
    const order = ["quote", "text", "image", "two_columns", "video"];
    await expectOrderKept(page, order);
    await page.close();
  });

  test("speaks the person's language: Portuguese gets the spec's wording, in the list, the form and the browser-side checks", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto(`/admin/projects/${projectId}/edit`);
    try {
      await chooseAdminLanguage(page, "pt");
      const pt = blockEditorMessages.pt;
      await page.goto(`/admin/projects/${projectId}/edit`);
      await page.getByRole("tab", { name: "Conteúdo" }).click();
      await page.getByRole("button", { name: "Adicionar" }).waitFor();
      expect(await page.getByLabel(pt.typeSelect).locator("option").allTextContents()).toContain("Duas Colunas");
      const quote = page.getByRole("list", { name: pt.listLabel }).locator(":scope > li").nth(0);
      await quote.getByRole("button", { name: pt.editLabel(pt.types.quote.name, 1) }).click();
      await quote.getByRole("heading", { name: "Bloco de Citação" }).waitFor();
      await quote.getByRole("textbox", { name: pt.quote, exact: true }).fill("  ");
      await quote.getByRole("button", { name: "Salvar" }).click();
      // Checked in the browser, in the page's language: the spec's Portuguese verbatim.
      await quote.getByText("A citação não pode estar vazia").waitFor();
      await quote.getByRole("button", { name: pt.cancel }).click();
    } finally {
      await chooseAdminLanguage(page, "es");
      await page.close();
    }
  });

  // Leaves the shared server as it found it: other files read the newest published project.
  test("deleting the project takes its blocks with it", async ({ admin }) => {
    const page = await admin.newPage();
    await deleteProject(page, TITLE, stamp);
    expect((await fetch(`${baseURL}/projeto/${SLUG}`)).status).toBe(404);
    await page.close();
  });
});
