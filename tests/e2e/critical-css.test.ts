import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { createCriticalCss } from "../../scripts/critical-css.mjs";
import { launchBrowser } from "./support/browser";

const baseURL = inject("baseURL");
let browser: Browser;
let pages: string[];
/** Each page as the page cache keeps it, rewritten by the critical-CSS transform, with its CSP. */
const rewritten = new Map<string, { html: string; csp: string; sheet: string }>();

beforeAll(async () => {
  browser = await launchBrowser();
  const landing = await (await fetch(baseURL)).text();
  pages = ["/", landing.match(/href="(\/projeto\/[a-z0-9-]+)"/)![1], "/politica-de-privacidade"];
  // The transform is not on the served path (its Lighthouse what-if did not win on every page):
  // it is applied here to the built site's own pages and stylesheet, and the browser is given
  // the result in place of the page.
  for (const path of pages) {
    const res = await fetch(`${baseURL}${path}`);
    const served = await res.text();
    const href = served.match(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"]+)"/)![1];
    const sheet = await (await fetch(`${baseURL}${href}`)).text();
    const html = createCriticalCss({ readStylesheet: (url) => (url === href ? sheet : null), scope: "page" })(served);
    rewritten.set(path, { html, csp: res.headers.get("content-security-policy")!, sheet });
  }
});
afterAll(async () => {
  await browser?.close();
});

const head = (html: string) => html.slice(0, html.indexOf("</head>"));
const stylesheetLinks = (html: string) => [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/g)].map((m) => m[0]);

/**
 * How the page is drawn: the box and a few computed styles of every element of <body> (the first
 * screen and everything below it), and the layout's width (content wider than a phone widens it).
 */
function drawn(page: Page) {
  return page.evaluate(() => {
    const elements = [...document.body.querySelectorAll("*")].filter((el) => !["SCRIPT", "TEMPLATE", "NOSCRIPT", "LINK", "STYLE"].includes(el.tagName));
    return {
      layoutWidth: document.documentElement.scrollWidth,
      elements: elements.map((el) => {
        const box = el.getBoundingClientRect();
        const s = getComputedStyle(el);
        return [
          `${el.tagName} ${el.getAttribute("class") ?? ""}`,
          [box.x, box.y, box.width, box.height].map((n) => Math.round(n)).join(","),
          s.display,
          s.position,
          s.color,
          s.backgroundColor,
          `${s.fontFamily} ${s.fontSize} ${s.fontWeight}`,
        ].join(" | ");
      }),
    };
  });
}

const nextFrame = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))));

describe("critical CSS", () => {
  it("a kept page, rewritten, inlines the CSS its elements need and links the stylesheet at the end of <body>, not in <head>", async () => {
    for (const path of pages) {
      const { html, csp, sheet } = rewritten.get(path)!;
      const style = head(html).match(/<style data-critical-css nonce="([^"]+)">([\s\S]*?)<\/style>/);
      expect(style, path).not.toBeNull();
      expect(style![1], path).toBe(csp.match(/'nonce-([^']+)'/)![1]);
      expect(stylesheetLinks(head(html)), path).toEqual([]);
      const [link] = stylesheetLinks(html);
      expect(html.indexOf(link), path).toBeGreaterThan(html.lastIndexOf("<script"));
      // a part of the sheet, not the whole of it
      expect(style![2].length, path).toBeLessThan(sheet.length * 0.6);
      expect(style![2], path).toMatch(/@layer theme\{[\s\S]*@layer base\{[\s\S]*@layer utilities\{/);
      expect(head(html), path).toContain('<link rel="expect" href="#cookie-banner" blocking="render"/>');
    }
  });

  for (const viewport of [
    { name: "phone", width: 412, height: 823, isMobile: true, deviceScaleFactor: 1.75 },
    { name: "desktop", width: 1280, height: 800, isMobile: false, deviceScaleFactor: 1 },
  ]) {
    for (const colorScheme of ["light", "dark"] as const) {
      it(`the page is drawn as it will be before the stylesheet arrives (${viewport.name}, ${colorScheme})`, async () => {
        for (const path of pages) {
          const { name, ...device } = viewport;
          const context = await browser.newContext({
            baseURL,
            locale: "es-ES",
            viewport: { width: device.width, height: device.height },
            isMobile: device.isMobile,
            hasTouch: device.isMobile,
            deviceScaleFactor: device.deviceScaleFactor,
            colorScheme,
          });
          const page = await context.newPage();
          const { html, csp } = rewritten.get(path)!;
          await page.route(
            (url) => url.pathname === path && !url.search,
            (route) => route.fulfill({ status: 200, body: html, headers: { "content-type": "text/html; charset=utf-8", "content-security-policy": csp } }),
          );
          // The stylesheet is held back; so is the site's script, so that what changes
          // when the sheet arrives is its doing alone.
          const held: (() => Promise<void>)[] = [];
          let releaseScripts!: () => void;
          const scriptsReleased = new Promise<void>((resolve) => (releaseScripts = resolve));
          await page.route(/\/_next\/static\/.*\.css(\?.*)?$/, (route) => void held.push(() => route.continue()));
          await page.route(/\/_site\/.*\.js(\?.*)?$/, async (route) => {
            await scriptsReleased;
            await route.continue();
          });
          await page.goto(path, { waitUntil: "commit" });
          // everything before the stylesheet's <link> is parsed (the parser waits at that link:
          // DOMContentLoaded comes after the sheet, the first paint does not)
          await page.waitForSelector("script[data-site-script]", { state: "attached" });
          await nextFrame(page);
          // only the inline <style> applies so far, and the theme script has run
          expect(await page.evaluate(() => [...document.styleSheets].map((s) => s.ownerNode?.nodeName)), path).toEqual(["STYLE"]);
          expect(await page.evaluate(() => document.documentElement.classList.contains("dark")), path).toBe(colorScheme === "dark");
          const before = await drawn(page);
          await expect.poll(() => held.length).toBeGreaterThan(0);
          for (const release of held) await release();
          await page.waitForFunction(() => document.styleSheets.length === 2 && [...document.styleSheets].every((s) => s.cssRules.length > 0));
          await nextFrame(page);
          const after = await drawn(page);
          expect(before.elements.length, path).toBeGreaterThan(50);
          expect(before.layoutWidth, `${path} ${name} ${colorScheme}`).toBe(device.width);
          expect(before, `${path} ${name} ${colorScheme}`).toEqual(after);
          releaseScripts();
          await context.close();
        }
      });
    }
  }
});
