import type { Page } from "playwright-core";
import { beforeAll, describe, expect, inject } from "vitest";
import { localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { projectMessages } from "@/projects/messages";
import { demoProjects } from "@/seed/content-projects";
import { test } from "./support/fixtures";
import { seededProjectPages } from "./support/seeded-projects";
import { hydrated } from "./support/hydration";

/**
 * YouTube and Vimeo videos are posters until the visitor plays one (embeds only after a choice):
 * the page asks no other site for anything before the click, then the privacy-enhanced
 * player takes the poster's place; without JavaScript the play control is a link to the video.
 * Only pages with a poster load its script. The cookie banner's Reject is as visible as Accept.
 */
const baseURL = inject("baseURL");
const projects = seededProjectPages(baseURL);
const site = new URL(baseURL).host;

/**
 * Every request of the page's context that leaves the site, refused there (the test needs no
 * network, and nothing reaches a third party); and the text of every script the site sends.
 */
async function watch(page: Page) {
  const outside: string[] = [];
  const scripts = new Map<string, Promise<string>>();
  await page.context().route(
    (url) => url.host !== site,
    (route) => {
      outside.push(route.request().url());
      return route.abort("blockedbyclient");
    },
  );
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.set(
        response.url(),
        response.text().catch(() => ""),
      );
  });
  const scriptTexts = async () => Promise.all([...scripts.values()]);
  return { outside, scriptTexts };
}

/** A string only the posters' controller holds (video-poster.controller.ts): which script is its chunk. */
const POSTER_CONTROLLER = "data-video-posters-ready";

test.override("pageDefaults", { viewport: { width: 1280, height: 900 }, consent: "declined" });

beforeAll(() => projects.load());

describe("YouTube and Vimeo videos after the visitor's choice", () => {
  test("a project's YouTube video: no request leaves the site until it is played, then the youtube-nocookie player, started", async ({ newPage }) => {
    const project = demoProjects.find((p) => p.published && p.videos?.length)!;
    const page = await newPage();
    const { outside, scriptTexts } = await watch(page);
    await page.goto(`/projeto/${project.slug}`, { waitUntil: "networkidle" });
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Vídeos" }).click();
    const panel = page.getByRole("tabpanel", { name: "Vídeos" });
    const name = projectMessages.es.videos.title(project.title, 1);
    const play = panel.getByRole("link", { name: `Reproducir vídeo: ${name}` });
    await play.waitFor();
    // The poster: a notice linking to the privacy policy's cookie part, no picture of the provider's.
    const poster = panel.locator("[data-video-poster]").first();
    expect(await poster.textContent()).toContain("Al reproducirlo se carga el reproductor de YouTube, que puede guardar sus cookies.");
    expect(await poster.getByRole("link", { name: "Política de cookies" }).getAttribute("href")).toBe("/politica-de-privacidade#cookies");
    expect(await poster.locator("img, iframe").count()).toBe(0);
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    // Its controller came in a chunk of its own, asked for because the page holds a poster.
    expect((await scriptTexts()).some((text) => text.includes(POSTER_CONTROLLER))).toBe(true);

    await play.click();
    const frame = panel.locator("iframe");
    await frame.waitFor({ state: "attached" });
    const id = project.videos![0].url.match(/[A-Za-z0-9_-]{11}$/)![0];
    expect(await frame.getAttribute("src")).toBe(`https://www.youtube-nocookie.com/embed/${id}?autoplay=1`);
    // The frame keeps the video's name and takes the focus from the link it replaced.
    expect(await frame.getAttribute("title")).toBe(name);
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("IFRAME");
    expect(await panel.getByRole("link", { name: /^Reproducir vídeo/ }).count()).toBe(0);
    // Played here, not in a new tab; only now does the page ask the provider (refused by this test).
    expect(page.context().pages()).toHaveLength(1);
    await expect.poll(() => outside.some((url) => url.startsWith("https://www.youtube-nocookie.com/embed/"))).toBe(true);
    expect(outside.every((url) => new URL(url).host === "www.youtube-nocookie.com")).toBe(true);
  });

  test("a video block in the project's content: a poster until played, then the player; a muted video stays muted", async ({ newPage }) => {
    const slug = await projects.find((html) => /data-block-type="video"><figure><div[^>]*data-video-poster/.test(html));
    const page = await newPage();
    const { outside } = await watch(page);
    await page.goto(`/projeto/${slug}`, { waitUntil: "networkidle" });
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Contenido" }).click();
    const block = page.locator('[data-block-type="video"]').first();
    const play = block.getByRole("link", { name: /^Reproducir vídeo: / });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    expect(outside).toEqual([]);
    await play.click();
    expect(await block.locator("iframe").getAttribute("src")).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}\?autoplay=1$/);

    // The seeded muted video keeps its sound off once played.
    const muted = demoProjects.find((p) => p.published && p.videos?.some((v) => v.muted))!;
    await page.goto(`/projeto/${muted.slug}`);
    await hydrated(page, '[role="tab"]');
    await page.getByRole("tab", { name: "Vídeos" }).click();
    const index = muted.videos!.findIndex((v) => v.muted);
    const title = projectMessages.es.videos.title(muted.title, index + 1);
    await page.getByRole("link", { name: `Reproducir vídeo: ${title}` }).click();
    expect(await page.locator(`iframe[title="${title}"]`).getAttribute("src")).toMatch(/\?autoplay=1&mute=1$/);
  });

  test("without JavaScript the play control is a link to the video on YouTube, in a new tab; nothing leaves the site", async ({ newPage }) => {
    const slug = await projects.find((html) => /data-block-type="video"><figure><div[^>]*data-video-poster/.test(html));
    const page = await newPage({ javaScriptEnabled: false });
    const { outside } = await watch(page);
    await page.goto(`/projeto/${slug}`, { waitUntil: "networkidle" });
    // The content panel is in the page (its tab is not chosen, so it is not shown).
    const link = page.locator('[data-block-type="video"] a[data-video-play]').first();
    expect(await link.getAttribute("href")).toMatch(/^https:\/\/www\.youtube\.com\/watch\?v=[A-Za-z0-9_-]{11}$/);
    expect(await link.getAttribute("target")).toBe("_blank");
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await link.getAttribute("aria-label")).toMatch(/^Reproducir vídeo: ./);
    expect(outside).toEqual([]);
  });

  test("a project page without a video loads no script of the posters", async ({ newPage }) => {
    const slug = await projects.find((html) => !html.includes("data-video-poster"));
    const page = await newPage();
    const { outside, scriptTexts } = await watch(page);
    await page.goto(`/projeto/${slug}`, { waitUntil: "networkidle" });
    await hydrated(page, '[role="tab"]');
    for (const tab of ["Contenido", "Vídeos"]) await page.getByRole("tab", { name: tab }).click();
    await page.waitForLoadState("networkidle");
    const texts = await scriptTexts();
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.some((text) => text.includes(POSTER_CONTROLLER))).toBe(false);
    expect(outside).toEqual([]);
  });

  test("the privacy policy's cookie part is where the posters' notice links, in each language", async () => {
    for (const locale of PUBLIC_LOCALES) {
      const html = await (await fetch(`${baseURL}${localizedPath(locale, "/politica-de-privacidade")}`)).text();
      expect(html, locale).toMatch(/<h3 id="cookies"/);
      for (const stored of ["cookie-consent", "theme", "better-auth.session_token", "youtube-nocookie.com", "dnt=1"])
        expect(html, `${locale} ${stored}`).toContain(stored);
    }
  });
});

describe("the cookie banner", () => {
  test("shows Reject as Accept: same size, weight and colours, in light and dark, in each language", async ({ newPage }) => {
    for (const colorScheme of ["light", "dark"] as const) {
      for (const locale of PUBLIC_LOCALES) {
        const page = await newPage({ consent: undefined, colorScheme });
        await page.goto(localizedPath(locale, "/politica-de-privacidade"));
        const banner = page.locator("#cookie-banner");
        await banner.waitFor({ state: "visible" });
        const look = (name: string) =>
          banner.getByRole("button", { name, exact: true }).evaluate((button) => {
            const style = getComputedStyle(button);
            const box = button.getBoundingClientRect();
            const looks: Record<string, string> = Object.fromEntries(
              ["fontSize", "fontWeight", "color", "backgroundColor", "borderTopColor", "borderTopWidth", "paddingLeft", "paddingTop"].map((key) => [
                key,
                style.getPropertyValue(key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)),
              ]),
            );
            return { width: Math.round(box.width), height: Math.round(box.height), style: looks };
          });
        const m = siteMessages[locale].cookies;
        const accept = await look(m.accept);
        expect(await look(m.decline), `${locale} ${colorScheme}`).toEqual(accept);
        // A real button, not a faint link: as tall as a finger needs, on a filled background.
        expect(accept.height).toBeGreaterThanOrEqual(36);
        expect(accept.style.backgroundColor).not.toMatch(/^rgba\(0, 0, 0, 0\)$|transparent/);
        await page.close();
      }
    }
  });
});
