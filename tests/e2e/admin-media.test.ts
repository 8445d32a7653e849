import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Locator, Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { mediaAdminMessages } from "@/media/admin/messages";
import { projectAdminMessages } from "@/projects/admin/messages";
import { addBlock, blockItems, publishChanges } from "./support/admin-projects";
import { typeInEditor } from "./support/editor";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { recordDialogs } from "./support/page-watch";
import { listFiles, sharedUploadsDir } from "./support/storage";
import { closeToast, expectToast } from "./support/toasts";

const mm = mediaAdminMessages.es;
const pm = projectAdminMessages.es;
/** A section of the image manager: "Galería (2)". */
const sectionTitle = (type: keyof typeof mm.imageTypes, n: number | string) => new RegExp(`^${mm.imageTypes[type]} \\(${n}\\)$`);
/** An image card's name: "Galería: imagen 1". */
const img = (type: keyof typeof mm.imageTypes, n: number) => mm.imageAlt(mm.imageTypes[type], n);

const baseURL = inject("baseURL");
const uploadsDir = sharedUploadsDir();
const tempDir = path.join(uploadsDir, "projects", "temp");
test.override("adminOptions", { timeout: 30_000 });

const stamp = Date.now().toString(36);
const TITLE = `Obra con mídia ${stamp}`;
const SLUG = `obra-con-midia-${stamp}`;
const BLOCK_TEXT = "Reforma completa con aislamiento térmico nuevo";
const YOUTUBE_ID = "dQw4w9WgXcQ";
const XSS = `<img src=x onerror="window.__xss=1;alert(1)"><script>window.__xss2=1</script>`;

/** A photo-like JPEG (gradient and shapes, so it compresses like one). */
async function photo(width: number, height: number, hue: number): Promise<Buffer> {
  const svg = `<svg width="${width}" height="${height}" xmlns="http://www.w3.org/2000/svg">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},60%,70%)"/><stop offset="1" stop-color="hsl(${hue + 60},50%,30%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="${width / 3}" cy="${height / 2}" r="${height / 4}" fill="hsl(${hue + 120},40%,50%)"/>
    <rect x="${width / 2}" y="${height / 4}" width="${width / 4}" height="${height / 3}" fill="hsl(${hue + 200},30%,40%)"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

const jpegFile = async (name: string, hue: number) => ({ name, mimeType: "image/jpeg", buffer: await photo(800, 600, hue) });

const section = (page: Page, title: RegExp) => page.getByRole("region", { name: title });
const urlsIn = (scope: Locator) => scope.locator("li[data-image-url]").evaluateAll((els) => els.map((e) => e.getAttribute("data-image-url")!));

async function openTab(page: Page, name: RegExp) {
  await page.getByRole("tab", { name }).click();
}

async function uploadImages(page: Page, type: "gallery" | "before" | "after", files: { name: string; mimeType: string; buffer: Buffer }[]) {
  await page.getByLabel("Tipo de imagen").selectOption(type);
  await page.getByTestId("image-upload-input").setInputFiles(files);
}

let projectId: string;

describe("project media in the admin", () => {
  test("create mode: temp images, a YouTube video and a text block are stored with the new project, and temp/ is emptied", async ({ admin }) => {
    const tempBefore = new Set(listFiles(tempDir));
    const page = await admin.newPage();
    await page.goto("/admin/projects/new");
    await page.getByRole("textbox", { name: "Título", exact: true }).fill(TITLE);
    await page.getByRole("combobox", { name: "Categoría" }).click();
    await page.getByRole("option", { name: "Cocinas" }).click();
    await page.getByRole("switch", { name: "Publicado" }).click();

    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    await uploadImages(page, "gallery", [await jpegFile("salon-1.jpg", 10), await jpegFile("salon-2.jpg", 40)]);
    await section(page, sectionTitle("gallery", 2)).waitFor();
    await closeToast(page, mm.tempImage);
    await uploadImages(page, "before", [await jpegFile("antes.jpg", 200)]);
    await section(page, sectionTitle("before", 1)).waitFor();
    await uploadImages(page, "after", [await jpegFile("despues.jpg", 300)]);
    await section(page, sectionTitle("after", 1)).waitFor();
    // Closed, as a person would: left open, the uploads' toasts sit over the block form's Save, and
    // on a busy machine (their timers paused while the pointer hovers them) a click lands on them.
    await closeToast(page, mm.tempImage);
    // Per-file progress reached the end for every file.
    expect(await page.locator('[data-upload-status="done"]').count()).toBeGreaterThanOrEqual(1);
    await page.getByRole("tab", { name: `${pm.tabs.media} (4)` }).waitFor();
    const uploadedToTemp = listFiles(tempDir).filter((f) => !tempBefore.has(f));
    expect(uploadedToTemp.length).toBeGreaterThan(4);

    await openTab(page, new RegExp(`^${pm.tabs.videos}`));
    await page.getByRole("button", { name: "Añadir vídeo" }).click();
    const dialog = page.getByRole("dialog", { name: "Añadir vídeo" });
    const add = dialog.getByRole("button", { name: "Añadir", exact: true });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel("URL del vídeo").fill(`https://youtu.be/${YOUTUBE_ID}`);
    await dialog.getByLabel("Título (opcional)").fill("Visita a la obra");
    expect(await add.isDisabled()).toBe(false);
    await add.click();
    await closeToast(page, mm.tempVideo);
    await page.getByRole("tab", { name: `${pm.tabs.videos} (1)` }).waitFor();
    expect(await page.locator(`iframe[src*="${YOUTUBE_ID}"]`).count()).toBe(1);

    // A text block, held by the form until the project is created.
    await openTab(page, new RegExp(`^${pm.tabs.content}`));
    const draft = await addBlock(page, "text");
    await typeInEditor(page, draft.getByRole("textbox", { name: "Texto del bloque" }), BLOCK_TEXT);
    await draft.getByRole("button", { name: blockEditorMessages.es.save }).click();
    const block = blockItems(page).first();
    // Named: a failure prints what the stored block shows instead.
    await expect
      .poll(() => block.innerText({ timeout: 1_000 }).catch(() => "(no block)"), { message: "the stored block shows the typed text", timeout: 30_000 })
      .toContain(BLOCK_TEXT);

    await page.getByRole("button", { name: pm.create }).click();
    await page.waitForURL(/\/admin\/projects\/[0-9a-f-]{36}\/edit$/, { timeout: 60_000 });
    projectId = page.url().split("/").at(-2)!;
    await closeToast(page, pm.created);
    await closeToast(page, mm.associated(mm.associatedImages(4), mm.associatedVideos(1)));

    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    expect(await urlsIn(section(page, sectionTitle("gallery", 2)))).toHaveLength(2);
    for (const title of [sectionTitle("gallery", 2), sectionTitle("before", 1), sectionTitle("after", 1)]) {
      for (const url of await urlsIn(section(page, title))) expect(url).toMatch(new RegExp(`^/media/projects/${projectId}/(gallery|before|after)/`));
    }
    await openTab(page, new RegExp(`^${pm.tabs.videos}`));
    await page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}"]`).waitFor();

    // Nothing of this form is left in temp/ (files of other tests, if any, are not ours).
    await expect.poll(() => listFiles(tempDir).filter((f) => !tempBefore.has(f))).toEqual([]);

    const res = await fetch(`${baseURL}/projeto/${SLUG}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`/media/projects/${projectId}/gallery/`);
    expect(html).toContain('data-block-type="text"');
    expect(html).toContain(BLOCK_TEXT);
    // The public page in the browser: gallery, the before/after comparison and the video.
    await page.goto(`/projeto/${SLUG}`);
    await page.getByRole("button", { name: `Ver a pantalla completa: ${TITLE} – imagen 1` }).waitFor();
    // The tabs answer once the site script has wired them (it starts after the first frame).
    await hydrated(page, '[role="tablist"]');
    await page.getByRole("tab", { name: "Antes y después" }).click();
    const compare = page.getByTestId("before-after");
    await compare.waitFor();
    expect(await compare.locator(`img[src^="/media/projects/${projectId}/before/"]`).count()).toBe(1);
    expect(await compare.locator(`img[src^="/media/projects/${projectId}/after/"]`).count()).toBe(1);
    await compare.getByRole("slider").waitFor();
    await page.getByRole("tab", { name: "Vídeos" }).click();
    // A poster until played; then the privacy-enhanced player, started.
    await page.getByRole("link", { name: "Reproducir vídeo: Visita a la obra" }).click();
    await page.locator(`iframe[src="https://www.youtube-nocookie.com/embed/${YOUTUBE_ID}?autoplay=1"][title="Visita a la obra"]`).waitFor();
    await page.close();
  });

  test("edit mode: reorders, changes a type, sets and removes the cover, edits a caption and deletes; each survives a reload", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto(`/admin/projects/${projectId}/edit`);
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    const gallery = () => section(page, sectionTitle("gallery", "\\d+"));
    const [first, second] = await urlsIn(gallery());

    await page.getByRole("button", { name: `${mm.moveRight}: ${img("gallery", 1)}` }).click();
    await expectToast(page, mm.orderUpdated);
    await expect.poll(() => urlsIn(gallery())).toEqual([second, first]);
    expect(await page.getByRole("button", { name: `${mm.moveRight}: ${img("gallery", 2)}` }).isDisabled()).toBe(true);
    expect(await page.getByRole("button", { name: `${mm.moveLeft}: ${img("gallery", 1)}` }).isDisabled()).toBe(true);
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    await expect.poll(() => urlsIn(gallery())).toEqual([second, first]);
    await page.getByRole("button", { name: `${mm.moveLeft}: ${img("gallery", 2)}` }).click();
    await expect.poll(() => urlsIn(gallery())).toEqual([first, second]);

    // Type change: to the end of the after images.
    const [afterOne] = await urlsIn(section(page, sectionTitle("after", 1)));
    await page.getByLabel(`${mm.changeType}: ${img("gallery", 2)}`).selectOption("after");
    await expectToast(page, mm.imageUpdated);
    await section(page, sectionTitle("after", 2)).waitFor();
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    expect(await urlsIn(section(page, sectionTitle("after", 2)))).toEqual([afterOne, second]);
    expect(await urlsIn(section(page, sectionTitle("gallery", 1)))).toEqual([first]);

    // Cover from the gallery dialog, then removed.
    await page.getByRole("button", { name: "Elegir de la galería" }).click();
    await page.getByRole("button", { name: "Usar la imagen 1 de la galería como portada" }).click();
    await expectToast(page, mm.coverUpdated);
    await section(page, sectionTitle("gallery", 1)).getByText(mm.cover, { exact: true }).waitFor();
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    await section(page, sectionTitle("gallery", 1)).getByText(mm.cover, { exact: true }).waitFor();
    await page.getByTestId("cover-preview").locator("img").waitFor();
    expect(await page.getByRole("button", { name: `${mm.setCover}: ${img("gallery", 1)}` }).isDisabled()).toBe(true);
    await page.getByRole("button", { name: "Quitar portada" }).click();
    await page.getByTestId("cover-preview").getByText("Sin imagen de portada").waitFor();
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    await page.getByTestId("cover-preview").getByText("Sin imagen de portada").waitFor();
    expect(await section(page, sectionTitle("gallery", 1)).getByText(mm.cover, { exact: true }).count()).toBe(0);
    // And set with the card's button.
    await page.getByRole("button", { name: `${mm.setCover}: ${img("gallery", 1)}` }).click();
    await section(page, sectionTitle("gallery", 1)).getByText(mm.cover, { exact: true }).waitFor();

    // Caption: Escape cancels, Enter saves.
    const caption = page.getByLabel(`${mm.caption}: ${img("gallery", 1)}`);
    await caption.fill("no se guarda");
    await caption.press("Escape");
    await expect(caption.inputValue()).resolves.toBe("");
    await caption.fill(XSS);
    await caption.press("Enter");
    await expectToast(page, mm.imageUpdated);
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    await expect(page.getByLabel(`${mm.caption}: ${img("gallery", 1)}`).inputValue()).resolves.toBe(XSS);
    expect(page.url()).toBe(`${baseURL}/admin/projects/${projectId}/edit`);

    // Delete an image: the row goes; its stored files stay while a version in the project's history shows it.
    const doomedFile = path.join(uploadsDir, decodeURIComponent(second.replace(/^\/media\//, "")));
    expect(fs.existsSync(doomedFile)).toBe(true);
    await page.getByRole("button", { name: `${mm.deleteImage}: ${img("after", 2)}` }).click();
    await page.getByRole("alertdialog", { name: mm.deleteImageTitle }).getByRole("button", { name: mm.confirmDelete }).click();
    await expectToast(page, mm.imageDeleted);
    await section(page, sectionTitle("after", 1)).waitFor();
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    expect(await urlsIn(section(page, sectionTitle("after", 1)))).toEqual([afterOne]);
    await publishChanges(page, projectId);
    // Published without it: the version kept when the project was created still shows it.
    expect(fs.existsSync(doomedFile)).toBe(true);

    // Delete the video.
    await openTab(page, new RegExp(`^${pm.tabs.videos}`));
    await page.getByRole("button", { name: "Eliminar vídeo: Visita a la obra" }).click();
    await page.getByRole("alertdialog", { name: mm.deleteVideoTitle }).getByRole("button", { name: mm.confirmDelete }).click();
    await expectToast(page, mm.videoRemoved);
    await page.getByText("No hay vídeos añadidos.").waitFor();
    await page.reload();
    await openTab(page, new RegExp(`^${pm.tabs.videos}`));
    await page.getByText("No hay vídeos añadidos.").waitFor();
    await page.close();
  });

  test("edit mode videos: an invalid link is refused; an uploaded file plays and answers Range requests with 206", async ({ admin }) => {
    const page = await admin.newPage();
    await page.goto(`/admin/projects/${projectId}/edit`);
    await openTab(page, new RegExp(`^${pm.tabs.videos}`));
    await page.getByRole("button", { name: "Añadir vídeo" }).click();
    let dialog = page.getByRole("dialog", { name: "Añadir vídeo" });
    await dialog.getByLabel("Tipo de vídeo").selectOption("vimeo");
    await dialog.getByLabel("URL del vídeo").fill("https://vimeo.com/about");
    await dialog.getByRole("button", { name: "Añadir", exact: true }).click();
    await expectToast(page, mm.invalidVideoUrl);
    // Cancel resets the fields.
    await dialog.getByRole("button", { name: "Cancelar" }).click();
    await page.getByRole("button", { name: "Añadir vídeo" }).click();
    dialog = page.getByRole("dialog", { name: "Añadir vídeo" });
    await expect(dialog.getByLabel("URL del vídeo").inputValue()).resolves.toBe("");

    const u32 = (n: number) => Buffer.from([(n >>> 24) & 255, (n >>> 16) & 255, (n >>> 8) & 255, n & 255]);
    const mp4 = Buffer.concat([u32(24), Buffer.from("ftypisom"), u32(512), Buffer.from("isomiso2"), u32(4008), Buffer.from("mdat"), Buffer.alloc(4000, 7)]);
    await dialog.getByLabel("Tipo de vídeo").selectOption("upload");
    const add = dialog.getByRole("button", { name: "Añadir", exact: true });
    expect(await add.isDisabled()).toBe(true);
    await dialog.getByLabel("Archivo de vídeo").setInputFiles({ name: "obra.mp4", mimeType: "video/mp4", buffer: mp4 });
    await expectToast(page, mm.videoUploaded);
    await dialog.getByLabel(mm.muted).check();
    await add.click();
    await expectToast(page, mm.videoAdded);
    const video = page.locator("video");
    await video.waitFor();
    await page.getByText(mm.mutedBadge, { exact: true }).waitFor();
    await page.getByText(mm.videoTypes.upload, { exact: true }).waitFor();
    const src = (await video.getAttribute("src"))!;
    expect(src).toMatch(new RegExp(`^/media/projects/${projectId}/videos/[0-9a-f-]{36}\\.mp4$`));
    const ranged = await fetch(`${baseURL}${src}`, { headers: { range: "bytes=100-199" } });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get("content-range")).toBe(`bytes 100-199/${mp4.length}`);
    expect(Buffer.from(await ranged.arrayBuffer())).toEqual(mp4.subarray(100, 200));
    await page.close();
  });

  test("a 4000×3000 JPEG with GPS EXIF uploaded through the UI is served at 1200 w as AVIF/WebP ≤ 200 KB without EXIF", async ({ admin }) => {
    const big = await sharp(await photo(4000, 3000, 120))
      .withExif({
        IFD0: { Make: "Obras", Model: "Camara" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "42/1 14/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "8/1 43/1 0/1" },
      })
      .jpeg({ quality: 90 })
      .toBuffer();
    const meta = await sharp(big).metadata();
    expect(meta.width).toBe(4000);
    expect(meta.exif?.includes(Buffer.from("N\0"))).toBe(true); // the GPS reference is really in there

    const page = await admin.newPage();
    await page.goto(`/admin/projects/${projectId}/edit`);
    await openTab(page, new RegExp(`^${pm.tabs.media}`));
    // A batch with a fake image first: that file shows its own error, the next one still goes up.
    const fake = { name: "falsa.jpg", mimeType: "image/jpeg", buffer: Buffer.from("<html><script>alert(1)</script></html>") };
    await uploadImages(page, "gallery", [fake, { name: "casa-4000.jpg", mimeType: "image/jpeg", buffer: big }]);
    await page.locator('[data-upload-status="error"]').filter({ hasText: "falsa.jpg" }).getByRole("alert").waitFor();
    await expectToast(page, mm.imageUploaded, { timeout: 90_000 });
    await page.locator('[data-upload-status="done"]').filter({ hasText: "casa-4000.jpg" }).waitFor();
    await section(page, sectionTitle("gallery", 2)).waitFor();
    const [, url] = await urlsIn(section(page, sectionTitle("gallery", 2)));
    const stem = url.replace(/\.[a-z]+$/, "");
    for (const format of ["avif", "webp"] as const) {
      const res = await fetch(`${baseURL}${stem}-1200w.${format}`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe(`image/${format}`);
      const body = Buffer.from(await res.arrayBuffer());
      expect(body.length).toBeLessThanOrEqual(200 * 1024);
      const served = await sharp(body).metadata();
      expect(served.width).toBe(1200);
      expect(served.exif).toBeUndefined();
    }
    const original = Buffer.from(await (await fetch(`${baseURL}${url}`)).arrayBuffer());
    expect((await sharp(original).metadata()).exif).toBeUndefined();
    await page.close();
  });

  test("a script or onerror payload in a caption is inert on the public page", async ({ admin }) => {
    const page = await admin.newPage();
    const dialogs = recordDialogs(page);
    await page.goto(`/projeto/${SLUG}`);
    await page.getByText(XSS, { exact: true }).filter({ visible: true }).first().waitFor();
    await page.waitForTimeout(500);
    expect(dialogs).toEqual([]);
    const injected = await page.evaluate(() => ({
      xss: (window as unknown as { __xss?: number }).__xss ?? null,
      xss2: (window as unknown as { __xss2?: number }).__xss2 ?? null,
      imgs: document.querySelectorAll('img[src="x"]').length,
    }));
    expect(injected).toEqual({ xss: null, xss2: null, imgs: 0 });
    await page.close();
  });
});
