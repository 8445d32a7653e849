import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { carouselLabels } from "@/landing/carousel-labels";
import { siteMessages } from "@/messages/site";
import { projectMessages } from "@/projects/messages";
import { demoProjects } from "@/seed/content-projects";
import { test, type NewPage } from "./support/fixtures";

/**
 * No lost taps (docs/decisions/0022-no-lost-taps.md): on a slow phone whose site script has not
 * arrived yet, a tap on a control from the first paint on still does what it says once the
 * control's controller runs. The site script's download is held until the taps are made, so they
 * certainly come before every controller.
 */
const baseURL = inject("baseURL");
const site = siteMessages.es;
const project = projectMessages.es;
/** A seeded project with a gallery of several pictures (other files add projects of their own). */
const galleryProject = demoProjects.find((p) => p.published && (p.gallery?.length ?? 0) > 1)!;
/** How much slower than this machine the phone's CPU runs. */
const CPU_SLOWDOWN = 6;

/**
 * Opens `path` on a slowed phone, dark by its system, with the site script's entry held: returns
 * once the page has painted and its loader has asked for the script, with `release` to let the
 * script through.
 */
async function openOnSlowPhone(newPage: NewPage, path: string): Promise<{ page: Page; release: () => void }> {
  const page = await newPage({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    colorScheme: "dark",
    permissions: ["clipboard-read", "clipboard-write"],
    consent: "declined",
  });
  await page.addInitScript(() => {
    // No device share sheet: sharing copies the link and says so (as on a desktop).
    delete (Navigator.prototype as { share?: unknown }).share;
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/_site\/enhance\.[0-9A-Z]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const asked = page.waitForRequest(/\/_site\/enhance\./);
  // Not `load`: the held script would hold it too.
  await page.goto(path, { waitUntil: "commit" });
  await asked;
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  // Painted, and no controller has run.
  expect(await page.evaluate(() => [document.documentElement.hasAttribute("data-enhanced"), document.querySelectorAll("[data-ready]").length])).toEqual([
    false,
    0,
  ]);
  return { page, release };
}

const enhanced = (page: Page) => page.waitForFunction(() => document.documentElement.hasAttribute("data-enhanced"));

describe("taps made before the site script has run", () => {
  test("on the landing page: the theme, the menu and the hero's dots and pause control do what they say", async ({ newPage }) => {
    const { page, release } = await openOnSlowPhone(newPage, "/");
    const hero = carouselLabels("es", "hero", 3);
    const theme = page.locator("button[data-theme-toggle]");
    const menu = page.getByRole("button", { name: site.menu, exact: true });
    const slideshow = page.getByRole("region", { name: hero.region });
    const dots = slideshow.locator("[data-carousel-dot]");
    const pause = slideshow.getByRole("button", { name: hero.pause });

    await dots.nth(1).tap();
    await pause.tap();
    await theme.click();
    await menu.tap();
    // Kept, not lost and not yet answered: the page is as it was served.
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    expect(await menu.getAttribute("aria-expanded")).toBe("false");
    expect(await dots.nth(1).getAttribute("aria-current")).toBe("false");

    release();
    await enhanced(page);
    // The theme: system (dark) → light, stored.
    await expect
      .poll(() => page.evaluate(() => [document.documentElement.classList.contains("light"), localStorage.getItem("theme")]))
      .toEqual([true, "light"]);
    expect(await theme.getAttribute("data-theme")).toBe("light");
    // The menu is open, its links on screen.
    expect(await page.getByRole("button", { name: site.closeMenu }).getAttribute("aria-expanded")).toBe("true");
    await page.getByRole("navigation", { name: site.mobileNavLabel }).waitFor({ state: "visible" });
    // The second slide is shown, and the rotation stopped where it was put.
    expect(await dots.nth(1).getAttribute("aria-current")).toBe("true");
    expect(await slideshow.locator("[data-carousel-panel]").nth(1).getAttribute("aria-hidden")).toBe("false");
    await slideshow.getByRole("button", { name: hero.play }).waitFor();
  });

  test("on a project page: the gallery's next picture, the tabs and the share button do what they say", async ({ newPage }) => {
    const { page, release } = await openOnSlowPhone(newPage, `/projeto/${galleryProject.slug}`);
    const next = page.getByRole("button", { name: project.gallery.next });
    const counter = page.locator("[data-gallery-counter]");
    const details = page.getByRole("tab", { name: project.tabs.details });
    const total = galleryProject.gallery!.length;
    expect(await counter.textContent()).toBe(project.gallery.counter(1, total));

    await next.tap();
    await details.tap();
    expect(await details.getAttribute("aria-selected")).toBe("false");

    release();
    await enhanced(page);
    await expect.poll(() => counter.textContent()).toBe(project.gallery.counter(2, total));
    expect(await details.getAttribute("aria-selected")).toBe("true");
    await page.getByRole("tabpanel", { name: project.tabs.details }).waitFor({ state: "visible" });
    // The tab is on screen, not scrolled out of its row.
    expect(await details.evaluate((tab) => tab.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);

    // The share button shows with its tab's panel; tapped at once, it copies the link and says so.
    await page.getByRole("button", { name: project.share.button }).tap();
    const toast = page.locator("[data-toast]").filter({ hasText: project.share.copied });
    await toast.getByText(project.share.copiedText).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}/projeto/${galleryProject.slug}`);
  });

  test("a tap on a control whose controller has run is answered at once, and counted once", async ({ newPage }) => {
    const { page, release } = await openOnSlowPhone(newPage, "/politica-de-privacidade");
    release();
    await enhanced(page);
    const theme = page.locator("button[data-theme-toggle]");
    await theme.click();
    await theme.click();
    // light → dark: two taps, two steps, none replayed a second time.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");
    expect(await theme.getAttribute("data-theme")).toBe("dark");
  });
});
