import { beforeAll, describe, expect, inject } from "vitest";
import { demoProjects } from "@/seed/content-projects";
import { ADMIN } from "./global-setup";
import { expectURL } from "./support/expectations";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openWatched } from "./support/page-watch";
import { sessionCookie } from "./support/sign-in";

const baseURL = inject("baseURL");
let projectPath: string;

beforeAll(async () => {
  // A demo project: other files on this server add projects of their own while this one runs.
  projectPath = `/projeto/${demoProjects.find((p) => p.published)!.slug}`;
});

/** Next's chunk tags as it renders them. */
const chunkTags = (html: string) => [...html.matchAll(/<script\b[^>]*\bsrc="\/_next\/static\/[^"]+\.js"[^>]*>/g)].map((m) => m[0]);
const siteScript = (html: string) => html.match(/<script\b[^>]*\bdata-site-script\b[^>]*>/)?.[0];
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];

describe("public pages without the framework's runtime", () => {
  test("carry no chunk, preload or React payload, and one site script, with no nonce", async () => {
    const cookie = await sessionCookie(baseURL, ADMIN);
    const cases: [string, Record<string, string>, number][] = [
      ["/", {}, 200],
      ["/gl", {}, 200],
      [projectPath, {}, 200],
      ["/politica-de-privacidade", {}, 200],
      ["/buscar?q=reforma", {}, 200],
      ["/presupuesto", {}, 200],
      ["/no-existe-esta-pagina", {}, 404],
      // Staff get a fresh render, never the page cache's copy: it is runtime-free all the same.
      ["/", { cookie }, 200],
    ];
    for (const [path, headers, status] of cases) {
      const res = await fetch(`${baseURL}${path}`, { headers });
      expect(res.status, path).toBe(status);
      const html = await res.text();
      expect(chunkTags(html), path).toEqual([]);
      expect(html, path).not.toMatch(/<link[^>]*as="script"/);
      expect(html, path).not.toContain("self.__next_f");
      expect(html, path).not.toContain('globalThis["TURBOPACK"]');
      const tag = siteScript(html);
      expect(tag, path).toBeDefined();
      // Allowed by its hash: a kept page is served to everyone, so nothing in it may be per-request.
      expect(attr(tag!, "nonce"), path).toBeUndefined();
      expect(res.headers.get("content-security-policy"), path).not.toContain("nonce-");
      expect(Number(res.headers.get("content-length") ?? html.length), path).toBeGreaterThan(0);
    }
  });

  test("sends the rewritten page compressed as asked, with its true length", async () => {
    for (const encoding of ["br", "gzip"]) {
      const res = await fetch(`${baseURL}/buscar?q=cocina`, { headers: { "accept-encoding": encoding } });
      expect(res.headers.get("content-encoding")).toBe(encoding);
      expect(await res.text()).toContain("data-site-script");
    }
  });

  test("serves the site script for a year, named by its content", async () => {
    const tag = siteScript(await (await fetch(baseURL)).text())!;
    const src = attr(tag, "data-src")!;
    expect(src).toMatch(/^\/_site\/enhance\.[0-9A-Z]+\.js$/);
    const entry = await fetch(`${baseURL}${src}`);
    const chunks = [...(await entry.clone().text()).matchAll(/"\.\/(chunk\.[0-9A-Z]+\.js)"/g)].map((m) => `/_site/${m[1]}`);
    expect(chunks.length).toBeGreaterThan(0);
    for (const res of [entry, ...(await Promise.all(chunks.map((chunk) => fetch(`${baseURL}${chunk}`))))]) {
      expect(res.status, res.url).toBe(200);
      expect(res.headers.get("content-type"), res.url).toMatch(/javascript/);
      expect(res.headers.get("cache-control"), res.url).toBe("public, max-age=31536000, immutable");
    }
  });

  test("loads the controllers of the landing and the project page only where their markup is", async ({ newPage }) => {
    const loaded: Record<string, string[]> = {};
    for (const path of ["/politica-de-privacidade", "/", projectPath]) {
      const { page, scripts, violations } = await openWatched(newPage, path);
      await hydrated(page, "button[data-theme-toggle]");
      loaded[path] = scripts.filter((s) => s.startsWith("/_site/"));
      expect(loaded[path][0], path).toMatch(/^\/_site\/enhance\./);
      expect(violations, path).toEqual([]);
      await page.close();
    }
    // The legal page: only the entry (header, theme, language links).
    expect(loaded["/politica-de-privacidade"]).toHaveLength(1);
    expect(loaded["/"].length).toBeGreaterThan(1);
    expect(loaded[projectPath].length).toBeGreaterThan(1);
    // Each page's own chunk is not the other's.
    const own = (path: string) => loaded[path].filter((s) => !loaded["/politica-de-privacidade"].includes(s));
    expect(own("/").some((s) => !own(projectPath).includes(s))).toBe(true);
    expect(own(projectPath).some((s) => !own("/").includes(s))).toBe(true);
  });

  test("keeps requests off the first paint's path: the icon is in the page, the site script and the page-view beacon come after the first contentful paint, and the service worker still registers", async ({
    newPage,
  }) => {
    for (const path of ["/politica-de-privacidade", projectPath]) {
      // The icon is in the page: a file would be fetched after load, before this page's first paint.
      const icons = [...(await (await fetch(`${baseURL}${path}`)).text()).matchAll(/<link\b[^>]*\brel="icon"[^>]*>/g)].map((m) => attr(m[0], "href"));
      expect(icons, path).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
      const { page } = await openWatched(newPage, path);
      await hydrated(page, "button[data-theme-toggle]");
      const timing = await page.waitForFunction(() => {
        const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
        const site = resources.find((r) => /\/_site\/enhance\./.test(r.name));
        const beacon = resources.find((r) => r.initiatorType === "beacon" && r.name.endsWith("/api/analytics/view"));
        const fcp = performance.getEntriesByName("first-contentful-paint")[0];
        return site && beacon && fcp && { fcp: fcp.startTime, site: site.startTime, beacon: beacon.startTime };
      });
      const { fcp, site, beacon } = (await timing.jsonValue()) as { fcp: number; site: number; beacon: number };
      expect(site, path).toBeGreaterThan(fcp);
      expect(beacon, path).toBeGreaterThan(fcp);
      await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/"))), { message: path }).toBe(true);
      await page.close();
    }
  });

  test("loads no framework script, starts the hero image first, and its controllers answer without CSP reports", async ({ newPage }) => {
    const { page, violations, scripts } = await openWatched(newPage, "/");
    await hydrated(page, "button[data-theme-toggle]");
    expect(scripts.filter((s) => s.startsWith("/_next/"))).toEqual([]);
    const timing = await page.evaluate(() => {
      const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
      const hero = resources.filter((r) => r.initiatorType === "link" && /\/media\//.test(r.name));
      const site = resources.find((r) => /\/_site\//.test(r.name))!;
      return { heroStart: Math.min(...hero.map((r) => r.startTime)), siteStart: site.startTime };
    });
    expect(timing.heroStart).toBeLessThan(timing.siteStart);
    // The theme toggle: system → light, stored, painted, and its label says so.
    const toggle = page.locator("button[data-theme-toggle]");
    await toggle.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
    expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
    expect(await toggle.getAttribute("aria-label")).toBe("Tema: Claro. Cambiar a Oscuro");
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await toggle.click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBeNull();
    expect(violations).toEqual([]);
    await page.close();
  });

  test("opens and closes the mobile menu from its button, and a section link closes it", async ({ newPage }) => {
    const { page } = await openWatched(newPage, projectPath, { viewport: { width: 390, height: 800 } });
    await hydrated(page, "button[data-menu-toggle]");
    const toggle = page.locator("button[data-menu-toggle]");
    const menu = page.locator("#mobile-nav");
    expect(await menu.isVisible()).toBe(false);
    expect(await toggle.getAttribute("aria-label")).toBe("Menú");
    await toggle.click();
    expect(await menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(await toggle.getAttribute("aria-label")).toBe("Cerrar menú");
    expect(await page.locator("header").getAttribute("data-opaque")).toBe("true");
    await toggle.click();
    expect(await menu.isVisible()).toBe(false);
    await toggle.click();
    await menu.getByRole("link").last().click();
    await page.waitForURL(/\/#contact$/);
    await page.close();
  });

  test("the language links follow an address a script changed in place", async ({ newPage }) => {
    const { page } = await openWatched(newPage, "/politica-de-privacidade");
    await hydrated(page, "a[data-language-link]");
    await page.evaluate(() => history.replaceState(null, "", "/termos-de-servico"));
    await page.locator('a[data-language-link][hreflang="gl"]').click();
    await expectURL(page, `${baseURL}/gl/termos-de-servico`, "the Galician link, followed from the address the script set");
    await page.close();
  });

  test("leaves the back office and the sign-in page as Next renders them", async () => {
    const cookie = await sessionCookie(baseURL, ADMIN);
    for (const [path, headers] of [
      ["/admin", { cookie }],
      ["/auth", {}],
    ] as const) {
      const res = await fetch(`${baseURL}${path}`, { headers, redirect: "manual" });
      expect(res.status, path).toBe(200);
      const html = await res.text();
      expect(siteScript(html), path).toBeUndefined();
      expect(chunkTags(html).length, path).toBeGreaterThan(3);
      expect(html, path).toContain("self.__next_f");
    }
  });
});
