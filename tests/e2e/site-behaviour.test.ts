import { describe, expect, inject } from "vitest";
import { ADMIN } from "./global-setup";
import { expectScrolledTo } from "./support/expectations";
import { test } from "./support/fixtures";
import { signInThroughForm } from "./support/sign-in";

const baseURL = inject("baseURL");

const consent = (page: import("playwright-core").Page) => page.evaluate(() => localStorage.getItem("cookie-consent"));

describe("cookie banner", () => {
  test("shows until a choice is stored: accept stores 'accepted' and it stays hidden after a reload", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Aceptar" }).click();
    expect(await consent(page)).toBe("accepted");
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await banner.count()).toBe(0);
    await page.close();
  });

  test("is in the server HTML and works before the framework's scripts arrive (they never do here)", async ({ newPage }) => {
    const page = await newPage();
    await page.route("**/_next/static/**/*.js", (route) => route.abort());
    await page.goto("/");
    const banner = page.getByRole("region", { name: "Aviso de cookies" });
    await banner.waitFor();
    await banner.getByRole("button", { name: "Rechazar" }).click();
    expect(await consent(page)).toBe("declined");
    await banner.waitFor({ state: "hidden" });
    await page.close();
  });

  test("stores 'declined' when declined or closed", async ({ newPage }) => {
    for (const name of ["Rechazar", "Cerrar"]) {
      const page = await newPage();
      await page.goto("/");
      await page.getByRole("region", { name: "Aviso de cookies" }).getByRole("button", { name, exact: true }).click();
      expect(await consent(page)).toBe("declined");
      await page.close();
    }
  });
});

describe("theme", () => {
  test("follows the system by default and applies a stored choice before the first paint", async ({ newPage }) => {
    const page = await newPage({ colorScheme: "dark" });
    await page.goto("/", { waitUntil: "commit" });
    await page.waitForSelector("body");
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await page.evaluate(() => localStorage.setItem("theme", "light"));
    // Read the class as soon as the document is parsed, before hydration could change it.
    await page.addInitScript(() => {
      document.addEventListener("DOMContentLoaded", () => {
        (window as unknown as { __themeAtParse: string }).__themeAtParse = document.documentElement.className;
      });
    });
    await page.reload();
    const atParse = await page.evaluate(() => (window as unknown as { __themeAtParse: string }).__themeAtParse);
    expect(atParse).toContain("light");
    expect(atParse).not.toContain("dark");
    await page.close();
  });
});

describe("header, hero and service worker", () => {
  test("turns the header opaque after 10 px of scroll and registers /sw.js", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    const header = page.locator("header").first();
    expect(await header.getAttribute("data-opaque")).toBe("false");
    await page.mouse.wheel(0, 400);
    await page.waitForFunction(() => document.querySelector("header")?.getAttribute("data-opaque") === "true");
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    await page.close();
  });

  test("/sw.js caches static assets but nothing under /admin or /auth", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    await page.evaluate(() => navigator.serviceWorker.ready);
    // clients.claim() on activation: this page's requests now go through the worker.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // Navigations and fetches under both prefixes, signed in so /admin answers 200 with a page.
    await signInThroughForm(page, baseURL, "/admin/projects", ADMIN);
    const statuses = await page.evaluate(async () => {
      const asset = [...document.querySelectorAll("script[src]")].map((s) => s.getAttribute("src")!).find((src) => src.startsWith("/_next/static/"))!;
      const urls = ["/auth", "/admin", "/admin/projects", "/admin/settings", asset];
      return Promise.all(urls.map(async (url) => [url, (await fetch(url)).status] as const));
    });
    expect(statuses.filter(([url]) => !url.startsWith("/_next/")).every(([, status]) => status === 200)).toBe(true);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    const cachedPaths = () =>
      page.evaluate(async () => {
        const paths: string[] = [];
        for (const name of await caches.keys()) for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname);
        return paths;
      });
    // cache.put finishes after the response reaches the page.
    await expect.poll(async () => (await cachedPaths()).some((path) => path.startsWith("/_next/static/"))).toBe(true);
    const paths = await cachedPaths();
    expect(paths).toContain(statuses.at(-1)![0]);
    expect(paths.filter((path) => path.startsWith("/admin") || path.startsWith("/auth"))).toEqual([]);
    await page.close();
  });

  test("scrolls to the address's fragment from another page", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/politica-de-privacidade");
    await page.locator('header nav a[href="/#contact"]').first().click();
    await page.waitForURL(/\/#contact$/);
    await expectScrolledTo(page, "contact", 120);
    await page.close();
  });

  test("rotates the hero slides and lets a dot pick one", async ({ newPage }) => {
    const page = await newPage();
    await page.goto("/");
    const dots = page.getByRole("group", { name: "Diapositivas" }).getByRole("button");
    expect(await dots.count()).toBeGreaterThanOrEqual(2);
    expect(await dots.nth(0).getAttribute("aria-current")).toBe("true");
    await page.waitForFunction(() => document.querySelectorAll('[aria-label^="Diapositiva"]')[1]?.getAttribute("aria-current") === "true", null, {
      timeout: 8000,
    });
    await dots.nth(0).click();
    expect(await dots.nth(0).getAttribute("aria-current")).toBe("true");
    await page.close();
  });
});
