import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "./global-setup";
import { launchBrowser } from "./support/browser";
import { hydrated } from "./support/hydration";
import { sessionCookie } from "./support/sign-in";

const baseURL = inject("baseURL");
let browser: Browser;
let projectPath: string;

beforeAll(async () => {
  browser = await launchBrowser();
  const landing = await (await fetch(baseURL)).text();
  projectPath = landing.match(/href="(\/projeto\/[a-z0-9-]+)"/)![1];
});
afterAll(async () => {
  await browser?.close();
});

/** Next's chunk tags as it renders them (nomodule polyfills excepted). */
const chunkTags = (html: string) =>
  [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]+\.js"[^>]*>/g)].map((m) => m[0]).filter((tag) => !/nomodule/i.test(tag));

/** Opens `path` and records every CSP violation the page reports (console and event). */
async function open(path: string): Promise<{ page: Page; violations: string[] }> {
  const page = await browser.newPage({ baseURL, locale: "es-ES" });
  const violations: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  await page.exposeFunction("__cspViolation", (text: string) => violations.push(text));
  await page.addInitScript(() => {
    // The cookie banner stays out of the way of the clicks below.
    localStorage.setItem("cookie-consent", "declined");
    document.addEventListener("securitypolicyviolation", (e) =>
      (window as unknown as { __cspViolation: (t: string) => void }).__cspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  await page.goto(path);
  return { page, violations };
}

/** React has attached itself to the theme button (hydration is over). */
const themeButtonHydrated = (page: Page) => hydrated(page, 'header button[aria-label^="Tema"]');

describe("framework scripts after the first paint", () => {
  it("public pages carry one loader with the response's CSP nonce instead of Next's chunk tags", async () => {
    for (const path of ["/", projectPath, "/politica-de-privacidade"]) {
      const res = await fetch(`${baseURL}${path}`);
      const html = await res.text();
      const nonce = res.headers.get("content-security-policy")!.match(/'nonce-([^']+)'/)![1];
      expect(chunkTags(html), path).toEqual([]);
      expect(html, path).not.toMatch(/<link[^>]*as="script"/);
      const loader = html.match(/<script data-deferred-scripts nonce="([^"]+)">([\s\S]*?)<\/script>/);
      expect(loader?.[1], path).toBe(nonce);
      expect(loader![2]).toContain("/_next/static/chunks/");
    }
  });

  it("the page hydrates, its client behaviour works, and CSP reports nothing", async () => {
    const { page, violations } = await open("/");
    await themeButtonHydrated(page);
    // The LCP image's request (preloaded in <head>) starts before any of the framework's chunks,
    // which the loader requests only after the document was parsed.
    const timing = await page.evaluate(() => {
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const chunks = resources.filter((r) => /\/_next\/static\/.+\.js/.test(r.name));
      const hero = resources.filter((r) => r.initiatorType === "link" && /\/media\//.test(r.name));
      return {
        parsed: nav.responseEnd,
        heroStart: Math.min(...hero.map((r) => r.startTime)),
        firstChunk: Math.min(...chunks.map((c) => c.startTime)),
        count: chunks.length,
      };
    });
    expect(timing.count).toBeGreaterThan(3);
    expect(timing.heroStart).toBeLessThan(timing.firstChunk);
    expect(timing.firstChunk).toBeGreaterThanOrEqual(timing.parsed);
    // The theme toggle (a client component) answers: system → light, stored.
    await page.locator('header button[aria-label^="Tema"]').click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    // A client-side visit: the window survives, the project page is drawn.
    await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
    await page.locator(`a[href="${projectPath}"]`).first().click();
    await page.waitForURL(`${baseURL}${projectPath}`);
    await page.locator("h1").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark)).toBe(1);
    expect(violations).toEqual([]);
    await page.close();
  });

  it("the project and legal pages hydrate too, without CSP violations", async () => {
    for (const path of [projectPath, "/politica-de-privacidade"]) {
      const { page, violations } = await open(path);
      await themeButtonHydrated(page);
      expect(violations, path).toEqual([]);
      await page.close();
    }
  });

  it("leaves the back office and the sign-in page as Next renders them", async () => {
    const cookie = await sessionCookie(baseURL, ADMIN);
    for (const [path, headers] of [
      ["/admin", { cookie }],
      ["/auth", {}],
    ] as const) {
      const res = await fetch(`${baseURL}${path}`, { headers, redirect: "manual" });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(html, path).not.toContain("data-deferred-scripts");
      expect(chunkTags(html).length, path).toBeGreaterThan(3);
    }
  });
});
