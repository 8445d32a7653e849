import { describe, expect, inject } from "vitest";
import { demoProjects } from "@/seed/content-projects";
import { test, type NewPage, type PageOptions } from "./support/fixtures";
import { hydrated } from "./support/hydration";

/**
 * The hero's portrait crop (docs/decisions/0014-portrait-crops-for-hero-images.md): a portrait phone draws
 * and downloads the 9:16 crop, a desktop the landscape image, each with one request for the hero
 * image (the preload and the <picture> agree), with or without JavaScript.
 */
const baseURL = inject("baseURL");
// A demo project: its cover is a seeded gallery image, stored with its crop.
const projectPath = `/projeto/${demoProjects.find((p) => p.published)!.slug}`;

/** Lighthouse's phone. */
const PHONE: PageOptions = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const DESKTOP: PageOptions = { viewport: { width: 1350, height: 940 }, deviceScaleFactor: 1 };

/** The stored image's id: `/media/hero/<id>-p600w.avif` and `/media/hero/<id>-800w.avif` are the same picture. */
const assetId = (url: string) => new URL(url, baseURL).pathname.match(/\/([0-9a-f-]{36})(?:-p?\d+w)?\.\w+$/)?.[1];

async function heroOf(newPage: NewPage, path: string, selector: string, options: PageOptions) {
  const page = await newPage(options);
  const images: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname.startsWith("/media/")) images.push(new URL(request.url()).pathname);
  });
  await page.goto(path, { waitUntil: "load" });
  const img = page.locator(selector).first();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  const shown = await img.evaluate((el: HTMLImageElement) => ({
    src: new URL(el.currentSrc).pathname,
    natural: [el.naturalWidth, el.naturalHeight],
    box: [el.clientWidth, el.clientHeight],
  }));
  const id = assetId(shown.src);
  expect(id, shown.src).toBeTruthy();
  // What the <link rel=preload> tags fetched (a project's cover is also in its gallery, whose
  // own pictures fetch other sizes of it: those are `img` entries).
  const preloaded = (
    await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === "link")
        .map((e) => new URL(e.name).pathname),
    )
  ).filter((url) => assetId(url) === id);
  const requests = images.filter((url) => assetId(url) === id);
  await page.close();
  return { ...shown, requests, preloaded, fetches: requests.filter((url) => url === shown.src).length };
}

/** The whole page's requests for the hero's picture: on the landing page only the hero shows it. */
const cases = [
  { name: "landing hero", path: "/", selector: "#home picture img", onlyHero: true },
  { name: "project hero", path: projectPath, selector: 'section[aria-labelledby="project-title"] picture img', onlyHero: false },
];

/** One request for the hero's picture: the preload's, taken by the <picture>; nothing else of it preloaded. */
function expectOneHeroRequest(hero: Awaited<ReturnType<typeof heroOf>>, onlyHero: boolean) {
  expect(hero.fetches).toBe(1);
  expect(hero.preloaded).toEqual([hero.src]);
  if (onlyHero) expect(hero.requests).toEqual([hero.src]);
  else expect(hero.requests.filter((url) => /-p\d+w\./.test(url))).toEqual(/-p\d+w\./.test(hero.src) ? [hero.src] : []);
}

describe.each(cases)("the $name", ({ path, selector, onlyHero }) => {
  test("on a portrait phone: the portrait AVIF crop, fetched once", async ({ newPage }) => {
    const hero = await heroOf(newPage, path, selector, PHONE);
    expect(hero.src).toMatch(/-p\d+w\.avif$/);
    expect(hero.natural[0] / hero.natural[1]).toBeCloseTo(9 / 16, 2);
    expectOneHeroRequest(hero, onlyHero);
    // Drawn over the whole width of the phone: the crop is not the landscape photo shrunk.
    expect(hero.box[0]).toBe(412);
  });

  test("on a desktop: the landscape AVIF, fetched once", async ({ newPage }) => {
    const hero = await heroOf(newPage, path, selector, DESKTOP);
    expect(hero.src).toMatch(/-\d+w\.avif$/);
    expect(hero.src).not.toMatch(/-p\d+w\./);
    expect(hero.natural[0]).toBeGreaterThan(hero.natural[1]);
    expectOneHeroRequest(hero, onlyHero);
  });

  test("without JavaScript a portrait phone still gets the crop (plain HTML)", async ({ newPage }) => {
    const hero = await heroOf(newPage, path, selector, { ...PHONE, javaScriptEnabled: false });
    expect(hero.src).toMatch(/-p\d+w\.avif$/);
    expectOneHeroRequest(hero, onlyHero);
  });
});

describe("the landing hero's later slides", () => {
  test("draw their own portrait crops on a phone once put in place", async ({ newPage }) => {
    const page = await newPage(PHONE);
    await page.goto("/");
    const html = await page.locator("#home").innerHTML();
    // Every later slide waits in a template with a portrait <source> first.
    const templates = [...html.matchAll(/<template data-hero-picture="">([\s\S]*?)<\/template>/g)].map((m) => m[1]);
    expect(templates.length).toBeGreaterThan(0);
    for (const t of templates) expect(t).toMatch(/^<picture[^>]*><source media="\(max-aspect-ratio: 4\/5\)" type="image\/avif" srcset="[^"]*-p\d+w\.avif/);
    // Shown (a dot pressed: the slide's picture is put in place), each draws its own crop.
    await hydrated(page, "#home [data-carousel-dot]");
    const dots = page.locator("#home [data-carousel-dot]");
    for (let i = 1; i <= templates.length; i++) {
      await dots.nth(i).click();
      const img = page.locator("#home [data-carousel-viewport] > div > div").nth(i).locator("picture img");
      await expect.poll(() => img.evaluate((el: HTMLImageElement) => (el.complete ? new URL(el.currentSrc || "x:").pathname : ""))).toMatch(/-p\d+w\.avif$/);
    }
    await page.close();
  });
});
