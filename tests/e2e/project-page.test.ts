import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { projectMessages } from "@/projects/messages";
import { demoProjects } from "@/seed/content-projects";
import { test } from "./support/fixtures";
import { seededProjectPages } from "./support/seeded-projects";
import { hydrated } from "./support/hydration";

const baseURL = inject("baseURL");
const projects = seededProjectPages(baseURL);
/** The seed's one unpublished project. */
const DRAFT_SLUG = demoProjects.find((p) => !p.published)!.slug;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
}

// Keep the cookie banner out of the way of the controls under test.
test.override("pageDefaults", { viewport: { width: 1280, height: 900 }, consent: "declined" });

beforeAll(() => projects.load());

describe("project page /projeto/{slug}", () => {
  test("is server-rendered: title, hero, tabs, gallery, details, metadata and CreativeWork JSON-LD are in the served HTML", async () => {
    const slug = projects.slugs[0];
    const html = await projects.html(slug);
    const work = jsonLd(html).find((d) => d["@type"] === "CreativeWork");
    expect(work).toBeDefined();
    const title = String(work!.name);
    expect(work!.url).toMatch(new RegExp(`/projeto/${slug}$`));
    // The title is the page's h1 (text escaped as React writes it).
    const escaped = title.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    expect(html).toMatch(new RegExp(`<h1[^>]*>${escaped.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}</h1>`));
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/projeto/${slug}"`);
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/[^"]+"/);
    expect(html).toContain('<meta name="twitter:card"');
    // Only the cover is eager; it is the high-priority LCP image.
    const eager = [...html.matchAll(/<img[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('loading="lazy"'));
    expect(eager).toHaveLength(1);
    expect(eager[0]).toContain('fetchPriority="high"');
    // Tabs with the gallery (default) and the details panels in the HTML itself.
    for (const label of ["Galería", "Contenido", "Antes y después", "Vídeos", "Detalles"]) expect(html).toContain(`>${label}</button>`);
    expect(html).toContain('aria-label="Ver a pantalla completa: ');
    expect(html).toContain("Información del proyecto");
    expect(html).toContain("Fases del proyecto");
    expect(html).toContain("Planificación");
    // What the page's script shows or says is in the markup, in the page's language.
    expect(html).toContain('data-copied="Enlace copiado"');
    expect(html).toContain('data-copied-text="El enlace del proyecto se ha copiado al portapapeles."');
    expect(html).toContain('data-counter="{n} / {total}"');
    // The fullscreen viewer is there, closed.
    expect(html).toMatch(/<dialog [^>]*aria-labelledby="gallery-viewer-title"/);
    expect(html.match(/<dialog [^>]*>/)![0].replace(/ class="[^"]*"/, "")).not.toMatch(/\sopen[\s=>]/);
    expect(html).toContain('href="/#projects"');
    expect(html).toContain('href="/#contact"');
    expect(html).toMatch(/href="https:\/\/wa\.me\/\d+\?text=[^"]*proyecto/);
  });

  test("answers 404 with 'Proyecto no encontrado' for an unknown slug and for the draft", async ({ newPage }) => {
    // The screen is in the served HTML itself (tests/security/no-js-not-found.test.ts drives it
    // without JavaScript); here the served markup, then the screen in a browser with JavaScript.
    for (const slug of ["no-existe-este-proyecto", DRAFT_SLUG]) {
      const res = await fetch(`${baseURL}/projeto/${slug}`);
      expect(res.status, slug).toBe(404);
      const html = await res.text();
      expect(html).toMatch(/<h1[^>]*>Proyecto no encontrado<\/h1>/);
      expect(html).toMatch(/<p[^>]*>El proyecto que buscas no existe o no está disponible.<\/p>/);
      expect(html).not.toContain("application/ld+json");
    }
    const page = await newPage();
    for (const slug of ["no-existe-este-proyecto", DRAFT_SLUG]) {
      const res = await page.goto(`/projeto/${slug}`);
      expect(res?.status()).toBe(404);
      await page.getByRole("heading", { name: "Proyecto no encontrado", level: 1 }).waitFor();
      await page.getByText("El proyecto que buscas no existe o no está disponible.").waitFor();
      await expect.poll(() => page.title()).toBe("Proyecto no encontrado");
    }
    await page.getByRole("link", { name: "Volver a proyectos" }).click();
    await page.waitForURL(`${baseURL}/#projects`);
  });

  test("opens the fullscreen gallery viewer and moves through it with buttons and keys", async ({ newPage }) => {
    const slug = await projects.find((html) => (html.match(/aria-label="Ver imagen \d+ de \d+"/g) ?? []).length >= 3);
    const page = await newPage();
    await page.goto(`/projeto/${slug}`);
    await hydrated(page, '[role="tab"]');
    const total = await page.getByRole("button", { name: /^Ver imagen \d+ de \d+$/ }).count();
    const opener = page.getByRole("button", { name: /^Ver a pantalla completa/ });
    await opener.click();
    const dialog = page.getByRole("dialog");
    await dialog.waitFor();
    const counter = dialog.getByTestId("viewer-counter");
    const previous = dialog.getByRole("button", { name: "Imagen anterior" });
    const next = dialog.getByRole("button", { name: "Imagen siguiente" });
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);
    expect(await previous.isVisible()).toBe(false);
    expect(await next.isVisible()).toBe(true);

    await next.click();
    await expect.poll(() => counter.textContent()).toBe(`2 / ${total}`);
    expect(await previous.isVisible()).toBe(true);
    await previous.click();
    await expect.poll(() => counter.textContent()).toBe(`1 / ${total}`);

    for (let i = 2; i <= total; i++) {
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => counter.textContent()).toBe(`${i} / ${total}`);
    }
    expect(await next.isVisible()).toBe(false);
    expect(await previous.isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => counter.textContent()).toBe(`${total} / ${total}`);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => counter.textContent()).toBe(`${total - 1} / ${total}`);
    // Focus stays inside the dialog, also when tabbing past its last control; the page behind
    // does not scroll.
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body)).toBe(true);
    }
    const scrollY = await page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrollY);

    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    // The page scrolls again.
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY);
    // The carousel follows the viewer, and focus returns to the control that opened it.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")).toMatch(/^Ver a pantalla completa/);
    expect(await page.getByRole("button", { name: `Ver imagen ${total - 1} de ${total}` }).getAttribute("aria-current")).toBe("true");
  });

  test("moves the before/after split by pointer drag and by keyboard", async ({ newPage }) => {
    let found: string | null = null;
    const page = await newPage();
    for (const slug of projects.slugs) {
      await page.goto(`/projeto/${slug}`);
      await hydrated(page, '[role="tab"]');
      await page.getByRole("tab", { name: "Antes y después" }).click();
      // The slider's code is fetched on the tab's selection: wait for it or for the empty notice.
      const panel = page.getByRole("tabpanel", { name: "Antes y después" });
      await panel.locator(':is([role="slider"], p)').first().waitFor();
      if (await page.getByRole("slider").count()) {
        found = slug;
        break;
      }
    }
    expect(found, "a seeded project with before and after images").not.toBeNull();
    const slider = page.getByRole("slider");
    const value = async () => Number(await slider.getAttribute("aria-valuenow"));
    expect(await value()).toBe(50);
    expect(await slider.getAttribute("aria-valuemin")).toBe("0");
    expect(await slider.getAttribute("aria-valuemax")).toBe("100");

    await slider.focus();
    // Each key and where it leaves the split: one step, ten (PageUp/PageDown), the ends, and no further.
    for (const [key, expected] of [
      ["ArrowRight", 51],
      ["ArrowLeft", 50],
      ["ArrowLeft", 49],
      ["PageUp", 59],
      ["PageDown", 49],
      ["End", 100],
      ["ArrowRight", 100],
      ["Home", 0],
    ] as const) {
      await page.keyboard.press(key);
      expect(await value(), `after ${key}`).toBe(expected);
    }

    const area = page.getByTestId("before-after");
    await area.scrollIntoViewIfNeeded();
    const box = (await area.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.5, y);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.3, y, { steps: 5 });
    await page.mouse.move(box.x + box.width * 0.25, y, { steps: 5 });
    await page.mouse.up();
    expect(Math.abs((await value()) - 25)).toBeLessThanOrEqual(1);
    // Released: moving the mouse no longer drags.
    await page.mouse.move(box.x + box.width * 0.8, y);
    expect(Math.abs((await value()) - 25)).toBeLessThanOrEqual(1);

    // Labels can be hidden and shown again.
    const labels = area.getByText("Antes", { exact: true });
    expect(await labels.isVisible()).toBe(true);
    await page.getByRole("button", { name: "Ocultar etiquetas" }).click();
    expect(await labels.count()).toBe(0);
    await page.getByRole("button", { name: "Mostrar etiquetas" }).click();
    expect(await labels.isVisible()).toBe(true);
  });

  test("renders content blocks of all six types across the seeded projects", async ({ newPage }) => {
    const checks: Record<string, string> = {
      text: '[data-block-type="text"] :is(p, h3, h4, ul, ol)',
      image: '[data-block-type="image"] figure img',
      video: '[data-block-type="video"] :is([data-video-poster] a[aria-label^="Reproducir vídeo: "], video[controls])',
      quote: '[data-block-type="quote"] blockquote',
      two_columns: '[data-block-type="two_columns"] > div > *',
      gallery: '[data-block-type="gallery"] figure img',
    };
    const page = await newPage();
    for (const [type, selector] of Object.entries(checks)) {
      const slug = await projects.find((html) => html.includes(`data-block-type="${type}"`));
      await page.goto(`/projeto/${slug}`);
      await hydrated(page, '[role="tab"]');
      await page.getByRole("tab", { name: "Contenido" }).click();
      const element = page.locator(selector).first();
      await element.waitFor({ state: "visible" });
      expect(await page.locator(`[data-block-type="${type}"]`).count(), type).toBeGreaterThan(0);
    }
    // No unsupported-type notice on seeded content.
    for (const slug of projects.slugs) expect(await projects.html(slug)).not.toContain("Tipo de conteúdo não suportado");

    // A video block is a poster: nothing is asked of the provider, even with its tab shown,
    // until the visitor plays it (tests/e2e/video-embeds.test.ts).
    const withVideo = await projects.find((h) => h.includes('data-block-type="video"'));
    const embeds: string[] = [];
    page.on("request", (r) => {
      if (/youtube|vimeo|ytimg/.test(r.url())) embeds.push(r.url());
    });
    await page.goto(`/projeto/${withVideo}`, { waitUntil: "networkidle" });
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Contenido" }).click();
    await page.locator('[data-block-type="video"] [data-video-poster]').first().scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(embeds).toEqual([]);
  });

  test("without JavaScript shows the served state, and the script changes nothing of its layout", async ({ newPage }) => {
    const slug = await projects.find((html) => (html.match(/aria-label="Ver imagen \d+ de \d+"/g) ?? []).length >= 3);
    const boxes = (page: Page) =>
      page.evaluate(() =>
        ['[role="tablist"]', '[aria-roledescription="carrusel"]', "[data-gallery-caption]", '[aria-label="Miniaturas"]', '[role="tabpanel"]:not([hidden])'].map(
          (s) => {
            const r = document.querySelector(s)!.getBoundingClientRect();
            return [s, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
          },
        ),
      );
    const noJs = await newPage({ javaScriptEnabled: false });
    await noJs.goto(`/projeto/${slug}`, { waitUntil: "networkidle" });
    // The gallery tab is selected and its panel shows the first picture; the other panels wait.
    expect(await noJs.getByRole("tab", { selected: true }).textContent()).toBe("Galería");
    expect(await noJs.getByRole("tabpanel").count()).toBe(1);
    const first = noJs.locator('[aria-roledescription="diapositiva"]').first().locator("img");
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await noJs.getByRole("dialog").count()).toBe(0);
    expect(await noJs.locator('[role="tabpanel"] :is(iframe[src*="youtube"], video, [role="slider"])').count()).toBe(0);

    const withJs = await newPage();
    await withJs.goto(`/projeto/${slug}`, { waitUntil: "networkidle" });
    await hydrated(withJs, '[role="tab"]');
    expect(await boxes(withJs)).toEqual(await boxes(noJs));
  });

  test("moves through the gallery with its buttons, thumbnails and arrow keys, naming the image shown", async ({ newPage }) => {
    const slug = await projects.find((html) => (html.match(/aria-label="Ver imagen \d+ de \d+"/g) ?? []).length >= 3);
    const page = await newPage({ reducedMotion: "reduce" });
    await page.goto(`/projeto/${slug}`);
    await hydrated(page, '[role="tab"]');
    const gallery = page.getByRole("region", { name: /^Galería de / });
    const thumbs = page.getByRole("button", { name: /^Ver imagen \d+ de \d+$/ });
    const total = await thumbs.count();
    const state = () =>
      gallery.evaluate((region) => {
        const slides = [...region.querySelectorAll('[aria-roledescription="diapositiva"]')];
        const shown = slides.findIndex((slide) => slide.getAttribute("aria-hidden") === "false");
        return {
          shown,
          hiddenCount: slides.filter((slide) => slide.getAttribute("aria-hidden") === "true").length,
          alt: slides[shown]?.querySelector("img")?.getAttribute("alt"),
          opener: region.querySelector("[data-gallery-open]")?.getAttribute("aria-label"),
          current: [...document.querySelectorAll('[aria-label="Miniaturas"] button')].findIndex((b) => b.getAttribute("aria-current") === "true"),
          counter: region.querySelector("[data-gallery-counter]")?.textContent,
          // Under reduced motion the track jumps.
          transition: (region.querySelector("[data-carousel-ready] > div") as HTMLElement).style.transition,
        };
      });
    const at = (i: number) => ({ shown: i, current: i, hiddenCount: total - 1, counter: `${i + 1} / ${total}` });
    expect(await state()).toMatchObject(at(0));
    await gallery.getByRole("button", { name: "Imagen siguiente" }).click();
    await expect.poll(state).toMatchObject(at(1));
    const s1 = await state();
    expect(s1.opener).toBe(`Ver a pantalla completa: ${s1.alt}`);
    expect(s1.transition).toBe("none");
    await gallery.getByRole("button", { name: "Imagen anterior" }).click();
    await expect.poll(state).toMatchObject(at(0));
    // Previous from the first wraps to the last.
    await gallery.getByRole("button", { name: "Imagen anterior" }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(state).toMatchObject(at(total - 1));
    await page.keyboard.press("ArrowRight");
    await expect.poll(state).toMatchObject(at(0));
    await page.keyboard.press("ArrowRight");
    await expect.poll(state).toMatchObject(at(1));
    await thumbs.nth(2).click();
    await expect.poll(state).toMatchObject(at(2));
    expect((await state()).alt).toBeTruthy();
  });

  test("moves between the tabs by keyboard: one tab stop, arrows that wrap, Home/End, then the panel", async ({ newPage }) => {
    const page = await newPage();
    await page.goto(`/projeto/${projects.slugs[0]}`);
    await hydrated(page, '[role="tab"]');
    const tabs = page.getByRole("tab");
    const names = ["Galería", "Contenido", "Antes y después", "Vídeos", "Detalles"];
    expect(await tabs.allTextContents()).toEqual(names);
    const state = () =>
      page.evaluate(() => ({
        focused: document.activeElement?.textContent ?? "",
        selected: [...document.querySelectorAll('[role="tab"][aria-selected="true"]')].map((t) => t.textContent),
        stops: [...document.querySelectorAll('[role="tab"]')].filter((t) => t.getAttribute("tabindex") === "0").map((t) => t.textContent),
        visiblePanel: [...document.querySelectorAll<HTMLElement>('[role="tabpanel"]')]
          .filter((p) => p.offsetParent !== null)
          .map((p) => document.getElementById(p.getAttribute("aria-labelledby")!)?.textContent),
      }));
    // Each tab names the panel it controls, and that panel is labelled by it.
    for (const tab of await tabs.all()) {
      const panel = page.locator(`[id="${await tab.getAttribute("aria-controls")}"]`);
      expect(await panel.getAttribute("role")).toBe("tabpanel");
      expect(await panel.getAttribute("aria-labelledby")).toBe(await tab.getAttribute("id"));
    }
    await tabs.first().focus();
    expect(await state()).toEqual({ focused: "Galería", selected: ["Galería"], stops: ["Galería"], visiblePanel: ["Galería"] });
    await page.keyboard.press("ArrowRight");
    expect(await state()).toEqual({ focused: "Contenido", selected: ["Contenido"], stops: ["Contenido"], visiblePanel: ["Contenido"] });
    await page.keyboard.press("End");
    expect(await state()).toEqual({ focused: "Detalles", selected: ["Detalles"], stops: ["Detalles"], visiblePanel: ["Detalles"] });
    await page.keyboard.press("ArrowRight");
    expect(await state()).toMatchObject({ focused: "Galería", selected: ["Galería"] });
    await page.keyboard.press("ArrowLeft");
    expect(await state()).toMatchObject({ focused: "Detalles", selected: ["Detalles"] });
    await page.keyboard.press("Home");
    expect(await state()).toMatchObject({ focused: "Galería", selected: ["Galería"], visiblePanel: ["Galería"] });
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect.poll(async () => (await state()).visiblePanel).toEqual(["Antes y después"]);
    // Tab leaves the list for the selected panel; Shift+Tab comes back to the selected tab.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("role"))).toBe("tabpanel");
    expect(await page.evaluate(() => document.getElementById(document.activeElement!.getAttribute("aria-labelledby")!)?.textContent)).toBe("Antes y después");
    await page.keyboard.press("Shift+Tab");
    expect(await state()).toMatchObject({ focused: "Antes y después", selected: ["Antes y después"] });
  });

  test("selects a tab by touch", async ({ newPage }) => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.goto(`/projeto/${projects.slugs[0]}`);
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Detalles" }).tap();
    await expect.poll(() => page.getByRole("tab", { name: "Detalles" }).getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tabpanel", { name: "Detalles" }).getByText("Fases del proyecto").waitFor();
    expect(await page.getByRole("tab", { name: "Galería" }).getAttribute("aria-selected")).toBe("false");
    expect(await page.getByRole("tabpanel").count()).toBe(1);
  });

  test("puts the before/after pictures and the videos in the page only while their tab is selected", async ({ newPage }) => {
    const project = demoProjects.find((p) => p.published && p.pairs?.length && p.videos?.length)!;
    const page = await newPage();
    // Every picture the browser asks for, by URL.
    const images: string[] = [];
    page.on("request", (r) => {
      if (r.resourceType() === "image") images.push(r.url());
    });
    await page.goto(`/projeto/${project.slug}`, { waitUntil: "networkidle" });
    await hydrated(page, '[role="tab"]');
    const compare = page.locator('[role="tabpanel"][id$="-content-beforeafter"]');
    const videos = page.locator('[role="tabpanel"][id$="-content-videos"]');
    expect(await compare.locator("img").count()).toBe(0);
    expect(await videos.locator(":is(iframe, video, [data-video-poster])").count()).toBe(0);
    const seen = images.length;

    await page.getByRole("tab", { name: "Antes y después" }).click();
    await page.getByRole("slider").waitFor();
    expect(await compare.locator("img").count()).toBe(2);
    const loaded = () =>
      compare.locator("img").evaluateAll((els) => (els as HTMLImageElement[]).filter((el) => el.complete && el.currentSrc).map((el) => el.currentSrc));
    await expect.poll(async () => (await loaded()).length).toBe(2);
    // Fetched now, not with the page.
    const pictures = await loaded();
    expect(images.slice(seen)).toEqual(expect.arrayContaining(pictures));
    expect(images.slice(0, seen).filter((url) => pictures.includes(url))).toEqual([]);
    // Loaded late, it works: the handle moves with the keyboard.
    await page.getByRole("slider").focus();
    await page.keyboard.press("ArrowRight");
    expect(await page.getByRole("slider").getAttribute("aria-valuenow")).toBe("51");

    await page.getByRole("tab", { name: "Vídeos" }).click();
    await videos.locator(":is(iframe, video, [data-video-poster])").first().waitFor({ state: "attached" });
    // The comparison left with its tab; the videos leave with theirs (a playing video stops).
    expect(await compare.locator("img").count()).toBe(0);
    await page.getByRole("tab", { name: "Detalles" }).click();
    expect(await videos.locator(":is(iframe, video, [data-video-poster])").count()).toBe(0);
    // Chosen again, the comparison starts afresh at 50.
    await page.getByRole("tab", { name: "Antes y después" }).click();
    expect(await page.getByRole("slider").getAttribute("aria-valuenow")).toBe("50");
  });

  test("moves between before/after pairs with 'n de total' and their pictures", async ({ newPage }) => {
    const project = demoProjects.find((p) => p.published && (p.pairs?.length ?? 0) >= 2)!;
    const pairs = project.pairs!;
    // The demo's pictures have no captions (no translation for them in the data model): each is
    // named after the project and its place, and no caption list is shown.
    const m = projectMessages.es.beforeAfter;
    const page = await newPage();
    await page.goto(`/projeto/${project.slug}`);
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Antes y después" }).click();
    const panel = page.getByRole("tabpanel", { name: "Antes y después" });
    const group = panel.getByRole("group", { name: "Comparaciones" });
    const position = group.locator("[aria-live]");
    const area = page.getByTestId("before-after");
    const shown = async () => ({
      position: await position.textContent(),
      before: await area.locator("img").nth(1).getAttribute("alt"),
      after: await area.locator("img").first().getAttribute("alt"),
      captions: await panel.locator("dd").evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.textContent)),
    });
    const expected = (i: number) => ({
      position: `${i + 1} de ${pairs.length}`,
      before: m.beforeAlt(project.title, i + 1),
      after: m.afterAlt(project.title, i + 1),
      captions: [],
    });
    expect(await shown()).toEqual(expected(0));
    await group.getByRole("button", { name: "Comparación siguiente" }).click();
    expect(await shown()).toEqual(expected(1));
    // The split stays where it was put; the pictures change under it.
    await page.getByRole("slider").focus();
    await page.keyboard.press("Home");
    await group.getByRole("button", { name: "Comparación siguiente" }).click();
    expect(await shown()).toEqual(expected(2 % pairs.length));
    await group.getByRole("button", { name: "Comparación anterior" }).click();
    expect(await shown()).toEqual(expected(1));
    expect(await page.getByRole("slider").getAttribute("aria-valuenow")).toBe("0");
    expect(await page.getByRole("slider").getAttribute("aria-valuetext")).toBe("0% antes, 100% después");
  });

  test("falls back to copying the link when the device share sheet is missing", async ({ newPage }) => {
    const page = await newPage({ permissions: ["clipboard-read", "clipboard-write"] });
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const slug = projects.slugs[0];
    await page.goto(`/projeto/${slug}`);
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Detalles" }).click();
    await page.getByRole("button", { name: "Compartir" }).click();
    await page.getByText("Enlace copiado").waitFor();
    await page.getByText("El enlace del proyecto se ha copiado al portapapeles.").waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/projeto/${slug}`);
  });

  test("shares in the page's language: on /gl the Galician address and message", async ({ newPage }) => {
    const page = await newPage({ locale: "gl-ES", permissions: ["clipboard-read", "clipboard-write"] });
    await page.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const slug = projects.slugs[0];
    await page.goto(`/gl/projeto/${slug}`);
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Detalles" }).click();
    await page.getByRole("button", { name: "Compartir" }).click();
    const toast = page.locator("[data-toast]").filter({ hasText: "Ligazón copiada" });
    await toast.getByText("A ligazón do proxecto copiouse no portapapeis.").waitFor();
    expect(await toast.getByRole("button").getAttribute("aria-label")).toBe("Pechar");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/gl/projeto/${slug}`);
    // The message goes away by itself.
    await toast.waitFor({ state: "detached", timeout: 10_000 });
  });

  test("shows the videos tab with titled posters and the 'Sin sonido' badge for muted videos", async ({ newPage }) => {
    const muted = demoProjects.find((p) => p.published && p.videos?.some((v) => v.muted));
    expect(muted, "a seeded project with a muted video").toBeDefined();
    const page = await newPage();
    await page.goto(`/projeto/${muted!.slug}`);
    // The videos panel's content is not mounted until its tab is opened.
    expect(await page.locator('[role="tabpanel"][id$="-content-videos"] :is(iframe, video, [data-video-poster])').count()).toBe(0);
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Vídeos" }).click();
    const panel = page.getByRole("tabpanel", { name: "Vídeos" });
    const posters = panel.locator("[data-video-poster]");
    await posters.first().waitFor({ state: "attached" });
    // A YouTube video is a poster until played (tests/e2e/video-embeds.test.ts): no frame yet.
    expect(await panel.locator("iframe").count()).toBe(0);
    for (const poster of await posters.all()) {
      expect(await poster.getAttribute("data-embed-title")).toBeTruthy();
      expect(await poster.getByRole("link", { name: /^Reproducir vídeo: ./ }).count()).toBe(1);
    }
    const badge = panel.getByText("Sin sonido", { exact: true });
    await badge.waitFor();
    // Untitled (video titles have no translation in the data model): the frame is named after the project.
    const mutedTitle = projectMessages.es.videos.title(muted!.title, muted!.videos!.findIndex((v) => v.muted) + 1);
    expect(await panel.locator(`[data-video-poster][data-embed-title="${mutedTitle}"]`).getAttribute("data-embed-src")).toMatch(/[?&]mute=1/);
    // No video heading under the posters: only the panel's own (for screen readers).
    expect(await panel.getByRole("heading").allTextContents()).toEqual([projectMessages.es.headings.videos]);
  });
});
