import { describe, expect, inject } from "vitest";
import { demoProjects } from "@/seed/content-projects";
import { demoAboutImages, demoHeroes } from "@/seed/content-site";
import { expectVisible } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";

const baseURL = inject("baseURL");

/** Text as it appears in served HTML: React escapes these five characters. */
const escapeHtml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

const published = demoProjects.filter((p) => p.published);
const drafts = demoProjects.filter((p) => !p.published);

describe("landing page as served (before any script runs)", () => {
  test("contains the hero title, every published project title and the JSON-LD blocks", async () => {
    const html = await (await fetch(baseURL)).text();
    // The first active hero image (seeded at order 1) is the page's one <h1>.
    const h1 = [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1].replace(/<[^>]+>/g, ""));
    expect(h1).toEqual([escapeHtml(demoHeroes[0].title)]);
    expect(drafts.length).toBeGreaterThan(0);
    const cardTitles = [...html.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((m) => m[1]);
    expect(cardTitles).toEqual(expect.arrayContaining(published.map((p) => escapeHtml(p.title))));
    for (const project of published) expect(html).toContain(`href="/projeto/${project.slug}"`);
    for (const draft of drafts) {
      expect(html).not.toContain(escapeHtml(draft.title));
      expect(html).not.toContain(draft.slug);
    }
    const types = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((m) =>
      (JSON.parse(m[1])["@graph"] ?? []).map((n: { "@type": string | string[] }) => n["@type"]),
    );
    expect(types).toEqual(expect.arrayContaining(["Organization", ["GeneralContractor", "LocalBusiness"], "WebSite", "Service"]));
    expect(html).toContain("/buscar?q={search_term_string}");
    for (const section of ["home", "about", "projects", "contact"]) expect(html).toContain(`id="${section}"`);
    expect(html).toContain("15+");
    expect(html).toContain("Enviar mensaje");
  });

  test("draws the carousels in place: the first slide, its <h1> and the About pictures, with every script removed", async ({ newPage }) => {
    const html = await (await fetch(baseURL)).text();
    // The static copy: what a visitor without JavaScript sees. Nothing may wait in a streamed,
    // hidden segment (React's <div hidden id="S:…"> or a <template>) to be moved in by a script —
    // but the hero's later pictures, which wait in templates on purpose (read below).
    const bare = html.replace(/<script[\s\S]*?<\/script>/g, "");
    expect(bare).not.toMatch(/<div hidden[^>]*id="S:/);
    expect(bare.replace(/<template data-hero-picture="">[\s\S]*?<\/template>/g, "")).not.toContain("<template");
    const page = await newPage();
    const seen = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      const hero = doc.querySelector("section#home");
      const firstSlide = hero?.querySelector("picture img");
      const about = doc.querySelector('#about [role="region"]');
      return {
        h1: hero?.querySelector("h1")?.textContent ?? null,
        heroImage: firstSlide?.getAttribute("fetchpriority") ?? null,
        aboutImages: about?.querySelectorAll("picture img").length ?? 0,
        aboutAlt: about?.querySelector("picture img")?.getAttribute("alt") ?? null,
        dots: about?.querySelectorAll("button[aria-current]").length ?? 0,
        // Each later hero slide: a placeholder in place and its picture (only) in a template.
        heroSlides: hero?.querySelectorAll("[data-carousel-viewport] > div > div").length ?? 0,
        heroLater: [...(hero?.querySelectorAll("template[data-hero-picture]") ?? [])].map(
          (t) =>
            [
              (t as HTMLTemplateElement).content.querySelectorAll("picture img").length,
              t.parentElement?.querySelector("[data-hero-placeholder]") !== null,
            ] as const,
        ),
      };
    }, bare);
    await page.close();
    expect(seen.h1).toBe(demoHeroes[0].title);
    expect(seen.heroImage).toBe("high");
    expect(seen.aboutImages).toBeGreaterThanOrEqual(1);
    expect(seen.aboutAlt).toBeTruthy();
    expect(seen.dots).toBe(seen.aboutImages > 1 ? seen.aboutImages : 0);
    expect(seen.heroSlides).toBe(demoHeroes.length);
    expect(seen.heroLater).toEqual(demoHeroes.slice(1).map(() => [1, true]));
  });

  test("serves the hero image eager with high priority and every image below the fold lazy, with dimensions and 400-1600 w sources", async ({ newPage }) => {
    const html = await (await fetch(baseURL)).text();
    // Parsed by DOMParser: an inert document, no script of the page runs.
    const page = await newPage();
    const pictures = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "text/html");
      return [...doc.querySelectorAll("picture")].map((picture) => {
        const img = picture.querySelector("img")!;
        return {
          section: picture.closest("section[id]")?.id ?? "",
          alt: img.getAttribute("alt"),
          loading: img.getAttribute("loading"),
          fetchPriority: img.getAttribute("fetchpriority"),
          width: img.getAttribute("width"),
          height: img.getAttribute("height"),
          sources: [...picture.querySelectorAll("source")].map((s) => ({
            type: s.getAttribute("type"),
            srcset: s.getAttribute("srcset") ?? "",
            media: s.getAttribute("media"),
          })),
        };
      });
    }, html);
    await page.close();
    const widths = (srcset: string) => srcset.split(",").map((c) => Number(c.trim().split(/\s+/)[1].replace(/w$/, "")));
    // What the stored variants allow: the standard widths up to the original's.
    const expectedWidths = (width: number) => {
      const list = [400, 800, 1200, 1600].filter((w) => w <= width);
      return width < 1600 && !list.includes(width) ? [...list, width] : list;
    };

    const hero = pictures.filter((p) => p.section === "home");
    expect(hero).toHaveLength(1);
    expect(hero[0]).toMatchObject({ loading: "eager", fetchPriority: "high", width: "1600" });
    expect(Number(hero[0].height)).toBeGreaterThan(0);
    // Portrait screens first, with the 9:16 crop of the 1600×1067 demo photo (600 px wide);
    // then the landscape image (docs/decisions/0014-portrait-crops-for-hero-images.md).
    expect(hero[0].sources.map((s) => [s.type, s.media])).toEqual([
      ["image/avif", "(max-aspect-ratio: 4/5)"],
      ["image/webp", "(max-aspect-ratio: 4/5)"],
      ["image/avif", null],
      ["image/webp", null],
    ]);
    for (const s of hero[0].sources.slice(0, 2)) expect(widths(s.srcset)).toEqual([480, 600]);
    for (const s of hero[0].sources.slice(2)) expect(widths(s.srcset)).toEqual([400, 800, 1200, 1600]);

    const below = pictures.filter((p) => p.section !== "home");
    const cards = below.filter((p) => p.section === "projects");
    const about = below.filter((p) => p.section === "about");
    expect(cards.map((p) => p.alt)).toEqual(expect.arrayContaining(published.map((p) => p.title)));
    expect(about.map((p) => p.alt)).toEqual(expect.arrayContaining(demoAboutImages.map((a) => a.alt)));
    for (const p of below) {
      expect(p, p.alt ?? "").toMatchObject({ loading: "lazy", fetchPriority: "auto" });
      expect(Number(p.width)).toBeGreaterThan(0);
      expect(Number(p.height)).toBeGreaterThan(0);
      expect(p.sources.map((s) => s.type)).toEqual(["image/avif", "image/webp"]);
      for (const s of p.sources) expect(widths(s.srcset)).toEqual(expectedWidths(Number(p.width)));
    }
    // The seeded photos are 1200 px wide: three variants each.
    for (const p of [...cards, ...about].filter((p) => p.width === "1200")) expect(widths(p.sources[0].srcset)).toEqual([400, 800, 1200]);
    expect([...cards, ...about].filter((p) => p.width === "1200").length).toBeGreaterThanOrEqual(published.length + demoAboutImages.length);
  });
});

describe("projects filter", () => {
  test("shows every project under 'Todos' and only the category's under a category, as links that keep the page", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/#projects");
    const cards = page.locator("#projects article");
    // The early motion script holds the target's id back until about 100 ms after parsing (the
    // smooth scroll), so `#projects` may not match yet right after the load event.
    await expectVisible(cards.first(), "the first project card under 'Todos'");
    const all = await cards.count();
    // The demo's projects (and any a test left) fit on the first page of 12.
    expect(all).toBeGreaterThanOrEqual(published.length);
    expect(all).toBeLessThanOrEqual(12);
    const filter = page.getByRole("group", { name: "Filtrar por categoría" });
    await expect(filter.getByRole("link", { name: "Todos" }).getAttribute("aria-current")).resolves.toBe("true");
    const categoryLink = filter.getByRole("link").nth(1);
    const category = (await categoryLink.textContent())!.trim();
    await categoryLink.click();
    await page.waitForURL(/\?categoria=/);
    await expect.poll(() => categoryLink.getAttribute("aria-current"), { timeout: 15_000 }).toBe("true");
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeLessThan(all);
    const shown = await cards.count();
    expect(shown).toBeGreaterThan(0);
    for (const badge of await cards.locator("span.rounded-full").allTextContents()) expect(badge.trim()).toBe(category);
    expect(await filter.getByRole("link", { name: "Todos" }).getAttribute("aria-current")).toBeNull();
    await filter.getByRole("link", { name: "Todos" }).click();
    await expect.poll(() => cards.count(), { timeout: 15_000 }).toBe(all);
    await page.close();
  });
});

describe("project cards", () => {
  test("opens a project from its card's 'Ver detalles' link", async ({ newPage }) => {
    const project = published[1];
    const page = await newPage();
    await page.goto("/#projects");
    const card = page.locator("#projects article").filter({ has: page.getByRole("heading", { name: project.title, exact: true }) });
    await card.getByRole("link", { name: `Ver detalles: ${project.title}` }).click();
    await page.waitForURL(`${baseURL}/projeto/${project.slug}`);
    await expectVisible(page.getByRole("heading", { level: 1, name: project.title, exact: true }), "the project page's title");
    await page.close();
  });

  test("shows the placeholder and 'Error al cargar imagen' for an image that fails, and only for that one", async ({ newPage }) => {
    const [failing, other] = published;
    const html = await (await fetch(baseURL)).text();
    // The card's stored original, e.g. /media/projects/{id}/{uuid}.jpg; its variants are {uuid}-{w}w.avif|webp.
    const src = html.match(new RegExp(`<img src="(/media/[^"]+)\\.[a-z]+" alt="${escapeHtml(failing.title)}"`))?.[1];
    expect(src).toMatch(/^\/media\/projects\//);
    const page = await newPage();
    const aborted: string[] = [];
    await page.route(
      (url) => url.pathname.startsWith(`${src}.`) || url.pathname.startsWith(`${src}-`),
      (route) => {
        aborted.push(route.request().url());
        return route.abort();
      },
    );
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.goto("/#projects");
    const card = (title: string) => page.locator("#projects article").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
    const broken = card(failing.title).getByRole("img", { name: "Error al cargar imagen" });
    // Lazy: the request starts once the card nears the viewport.
    await card(failing.title).scrollIntoViewIfNeeded();
    await broken.waitFor({ state: "visible" });
    expect(aborted.length).toBeGreaterThan(0);
    expect(await broken.getAttribute("title")).toBe("Error al cargar imagen");
    expect(await broken.getAttribute("src")).toBe("/placeholder.svg");
    // The placeholder itself loaded (no <source> left to win over it): it draws the label.
    const loaded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
    await expect.poll(() => broken.evaluate(loaded), { timeout: 15_000 }).toBe(true);
    expect(new URL(await broken.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe("/placeholder.svg");
    const placeholder = await (await fetch(`${baseURL}/placeholder.svg`)).text();
    expect(placeholder).toContain(">Error al cargar imagen</text>");

    const fine = card(other.title).getByRole("img", { name: other.title, exact: true });
    await card(other.title).scrollIntoViewIfNeeded();
    await expect.poll(() => fine.evaluate(loaded), { timeout: 15_000 }).toBe(true);
    expect(await page.getByRole("img", { name: "Error al cargar imagen" }).count()).toBe(1);
    // Once the page's controllers run, the failure stays as it is and nothing throws.
    await hydrated(page, "[data-projects-filter] a");
    expect(pageErrors).toEqual([]);
    expect(await broken.getAttribute("src")).toBe("/placeholder.svg");
    // The enhanced filter answers (a visit to a category and back, without a reload) without errors.
    const filter = page.getByRole("group", { name: "Filtrar por categoría" });
    await filter.getByRole("link").nth(1).click();
    await expect.poll(() => filter.getByRole("link", { name: "Todos" }).getAttribute("aria-current"), { timeout: 15_000 }).toBeNull();
    await filter.getByRole("link", { name: "Todos" }).click();
    await expect.poll(() => filter.getByRole("link", { name: "Todos" }).getAttribute("aria-current"), { timeout: 15_000 }).toBe("true");
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  test("falls back for the eager hero image too, and the slideshow still answers", async ({ newPage }) => {
    const html = await (await fetch(baseURL)).text();
    const src = html.match(/<img src="(\/media\/hero\/[^"]+)\.[a-z]+"/)?.[1];
    expect(src).toBeTruthy();
    const page = await newPage();
    const pageErrors: string[] = [];
    page.on("pageerror", (error) => pageErrors.push(error.message));
    await page.route(
      (url) => url.pathname.startsWith(`${src}.`) || url.pathname.startsWith(`${src}-`),
      (route) => route.abort(),
    );
    await page.goto("/");
    const hero = page.locator("#home").getByRole("img", { name: "Error al cargar imagen" });
    await hero.waitFor({ state: "visible" });
    await expect.poll(() => hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { timeout: 15_000 }).toBe(true);
    expect(new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname).toBe("/placeholder.svg");
    // Started (the slideshow marks its track ready): the slide dots answer.
    await page.waitForFunction(() => document.querySelector("#home [data-carousel-ready]") !== null);
    await page.getByRole("group", { name: "Diapositivas" }).getByRole("button").nth(1).click();
    await expect
      .poll(() => page.getByRole("group", { name: "Diapositivas" }).getByRole("button").nth(1).getAttribute("aria-current"), { timeout: 15_000 })
      .toBe("true");
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
