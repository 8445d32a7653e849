import type { Page } from "playwright-core";
import { describe, expect } from "vitest";
import { localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { projectMessages } from "@/projects/messages";
import { demoProjects } from "@/seed/content-projects";
import { test, type PageOptions } from "./support/fixtures";
import { hydrated } from "./support/hydration";

/**
 * The public pages on a phone: the project page's tabs all on screen, and the floating chat
 * button over no text and no control where a visitor's reading comes to rest beside it.
 */
const PHONES = [
  { width: 360, height: 740 },
  { width: 390, height: 844 },
];
/** A seeded project with all five tabs (before/after pairs and videos). */
const everyTab = demoProjects.find((p) => p.published && (p.pairs?.length ?? 0) > 0 && (p.videos?.length ?? 0) > 0)!;

/** A phone of that size, in that language; where things rest: the reveal's slide-in (a transform) is left out. */
const phone = (viewport: { width: number; height: number }, locale: string): PageOptions => ({
  locale,
  viewport,
  isMobile: true,
  hasTouch: true,
  reducedMotion: "reduce",
  consent: "declined",
});

describe("the project page's tabs on a phone", () => {
  for (const viewport of PHONES) {
    for (const locale of PUBLIC_LOCALES) {
      test(`${viewport.width}×${viewport.height}, ${locale}: every tab is on screen, and stays so once chosen`, async ({ newPage }) => {
        const page = await newPage(phone(viewport, locale));
        await page.goto(localizedPath(locale, `/projeto/${everyTab.slug}`));
        await hydrated(page, '[role="tab"]');
        const list = page.getByRole("tablist", { name: projectMessages[locale].tabsLabel });
        const tabs = list.getByRole("tab");
        expect(await tabs.allTextContents()).toEqual(Object.values(projectMessages[locale].tabs));
        // Nothing to scroll to: the row holds every tab.
        expect(await list.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
        const onScreen = () =>
          tabs.evaluateAll((all) =>
            all.map((tab) => {
              const box = tab.getBoundingClientRect();
              return box.left >= 0 && box.right <= document.documentElement.clientWidth && box.width > 0;
            }),
          );
        expect(await onScreen()).toEqual([true, true, true, true, true]);
        for (const tab of await tabs.all()) {
          await tab.tap();
          expect(await tab.getAttribute("aria-selected")).toBe("true");
          expect(await tab.evaluate((el) => el.getBoundingClientRect().right <= document.documentElement.clientWidth)).toBe(true);
        }
        expect(await onScreen()).toEqual([true, true, true, true, true]);
      });
    }
  }
});

/**
 * What the chat button covers as the page rests now: every visible element holding text of its
 * own, and every control, whose box meets the button's, described by its text or its label.
 */
function contentUnderChat(page: Page, label: string): Promise<string[]> {
  return page.evaluate((label) => {
    const chat = document.querySelector(`a[aria-label="${CSS.escape(label)}"]`)!.getBoundingClientRect();
    const covered: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>("*")) {
      if (el.closest(`a[aria-label="${CSS.escape(label)}"], #cookie-banner, script, style, template`)) continue;
      const own = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== "");
      const control = el.matches("a[href], button, input, select, textarea");
      if ((!own && !control) || el.closest("[hidden], .sr-only")) continue;
      const style = getComputedStyle(el);
      if (style.visibility === "hidden" || Number(style.opacity) === 0) continue;
      for (const box of el.getClientRects())
        if (box.width > 0 && box.height > 0 && box.left < chat.right && box.right > chat.left && box.top < chat.bottom && box.bottom > chat.top) {
          covered.push(`${el.tagName.toLowerCase()} "${(el.textContent!.trim() || el.getAttribute("aria-label") || "").slice(0, 40)}"`);
          break;
        }
    }
    return covered;
  }, label);
}

const scrollTo = (page: Page, top: number) => page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), top);
const scrollToEnd = (page: Page) => page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));

describe("the floating chat button on a phone", () => {
  for (const viewport of PHONES) {
    test(`${viewport.width}×${viewport.height}: covers no text or control of the landing page's first screen, of its figures scrolled into view, or at the end of the page`, async ({
      newPage,
    }) => {
      const page = await newPage(phone(viewport, "es-ES"));
      const m = siteMessages.es;
      await page.goto("/");
      await hydrated(page, "button[data-theme-toggle]");
      const chat = page.getByRole("link", { name: m.chat.label });
      await chat.waitFor();
      const figures = page.getByRole("region", { name: m.statsLabel });
      expect(await figures.getByText("100%").isVisible()).toBe(true);

      expect(await contentUnderChat(page, m.chat.label), "first screen").toEqual([]);
      // Scrolled just far enough to read the figures: the section's end at the bottom of the screen.
      const end = await figures.evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
      await scrollTo(page, end - viewport.height);
      expect(await figures.getByText("100%").evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
      expect(await contentUnderChat(page, m.chat.label), "figures").toEqual([]);
      await scrollToEnd(page);
      expect(await contentUnderChat(page, m.chat.label), "end of the page").toEqual([]);
    });

    test(`${viewport.width}×${viewport.height}: covers no line or link of the footer at the end of a project page and a legal page, in every language`, async ({
      newPage,
    }) => {
      for (const locale of PUBLIC_LOCALES) {
        const m = siteMessages[locale];
        const page = await newPage(phone(viewport, locale));
        for (const path of [`/projeto/${everyTab.slug}`, "/politica-de-privacidade"]) {
          await page.goto(localizedPath(locale, path));
          await page.getByRole("link", { name: m.chat.label }).waitFor();
          await scrollToEnd(page);
          expect(await page.locator("footer").evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight + 1)).toBe(true);
          expect(await contentUnderChat(page, m.chat.label), `${locale} ${path}`).toEqual([]);
        }
      }
    });
  }
});
