import type { Page } from "playwright-core";
import { describe, expect, inject } from "vitest";
import { localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { demoProjects } from "@/seed/content-projects";
import { ADMIN } from "./global-setup";
import { test } from "./support/fixtures";
import { hydrated } from "./support/hydration";
import { openWatched, watchPage } from "./support/page-watch";
import { sessionCookie } from "./support/sign-in";

/**
 * Public pages are kept whole by the page cache and served to every visitor, so their policy
 * allows their inline scripts by hash and nothing in them is per request; the back office and the
 * sign-in, rendered for one request each, keep a fresh nonce (src/proxy.ts, src/platform/csp.ts).
 */
const baseURL = inject("baseURL");
const slug = demoProjects.find((p) => p.published)!.slug;

const BROWSER = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip, br" };
const policyOf = (res: Response) => res.headers.get("content-security-policy") ?? "";
/** A `nonce` attribute on any element (the attribute, not the word in a text). */
const NONCE_ATTRIBUTE = /<[a-z][^>]*\snonce\s*=/i;

const KINDS: { kind: string; path: string; status: number }[] = [
  { kind: "landing", path: "/", status: 200 },
  { kind: "project page", path: `/projeto/${slug}`, status: 200 },
  { kind: "privacy policy", path: "/politica-de-privacidade", status: 200 },
  { kind: "terms of service", path: "/termos-de-servico", status: 200 },
  { kind: "legal notice", path: "/aviso-legal", status: 200 },
  { kind: "accessibility statement", path: "/declaracion-de-accesibilidad", status: 200 },
  { kind: "reviews page", path: "/opiniones", status: 200 },
  { kind: "search", path: "/buscar?q=reforma", status: 200 },
  { kind: "quote request form", path: "/presupuesto", status: 200 },
  { kind: "unknown path", path: "/no-existe-esta-pagina", status: 404 },
  { kind: "unknown project", path: "/projeto/no-existe-este-proyecto", status: 404 },
];

async function toggleTheme(page: Page) {
  const toggle = page.locator("button[data-theme-toggle]");
  await toggle.click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("theme"))).toBe("light");
  expect(await page.evaluate(() => document.documentElement.classList.contains("light"))).toBe(true);
  await toggle.click();
  expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
}

describe("public pages' script policy, by hash", () => {
  for (const { kind, path, status } of KINDS)
    test(`${kind}, in every language: no nonce in the page or its policy, no violation, the site script runs`, async ({ newPage }) => {
      for (const locale of PUBLIC_LOCALES) {
        const at = localizedPath(locale, path);
        const res = await fetch(`${baseURL}${at}`, { headers: BROWSER });
        expect(res.status, at).toBe(status);
        const html = await res.text();
        expect(html, at).not.toMatch(NONCE_ATTRIBUTE);
        expect(policyOf(res), at).not.toContain("nonce-");
        expect(policyOf(res), at).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/]{43}=')+ 'strict-dynamic'/);

        const { page, response, violations, scripts } = await openWatched(newPage, at);
        expect(response.status(), at).toBe(status);
        await hydrated(page, "button[data-theme-toggle]");
        expect(await page.evaluate(() => document.documentElement.hasAttribute("data-enhanced")), at).toBe(true);
        expect(scripts[0], at).toMatch(/^\/_site\/enhance\./);
        // The landing page and the project page import chunks of their own from the entry module.
        if (kind === "landing" || kind === "project page")
          expect(
            scripts.some((s) => /^\/_site\/chunk\./.test(s)),
            at,
          ).toBe(true);
        if (kind === "landing") await toggleTheme(page);
        await page.waitForLoadState("networkidle");
        expect(violations, at).toEqual([]);
        await page.close();
      }
    });

  test("the page-view beacon is sent and the service worker registers, after the first paint", async ({ newPage }) => {
    for (const locale of PUBLIC_LOCALES) {
      const at = localizedPath(locale, "/termos-de-servico");
      const { page, violations } = await openWatched(newPage, at);
      await hydrated(page, "button[data-theme-toggle]");
      await page.waitForFunction(() =>
        (performance.getEntriesByType("resource") as PerformanceResourceTiming[]).some(
          (r) => r.initiatorType === "beacon" && r.name.endsWith("/api/analytics/view"),
        ),
      );
      await expect.poll(() => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration("/"))), { message: at }).toBe(true);
      expect(violations, at).toEqual([]);
      await page.close();
    }
  });

  test("two requests for a kept page get the same bytes, and so do two renders of a page never kept", async () => {
    for (const path of ["/politica-de-privacidade", "/gl", `/en/projeto/${slug}`, "/buscar?q=reforma"]) {
      const first = await fetch(`${baseURL}${path}`, { headers: BROWSER });
      const second = await fetch(`${baseURL}${path}`, { headers: BROWSER });
      // The second is the kept copy; search is rendered afresh each time, and comes out the same.
      if (!path.startsWith("/buscar")) expect(second.headers.get("x-page-cache"), path).toMatch(/^(hit|stale)$/);
      expect(policyOf(second), path).toBe(policyOf(first));
      expect(await second.text(), path).toBe(await first.text());
    }
  });

  test("a nonce sent with the request reaches neither the page nor its policy", async () => {
    const res = await fetch(`${baseURL}/buscar?q=cocina`, {
      headers: { ...BROWSER, "x-nonce": "chosen-by-a-client", "content-security-policy": "script-src 'nonce-chosen-by-a-client'" },
    });
    const html = await res.text();
    expect(html).not.toContain("chosen-by-a-client");
    expect(html).not.toMatch(NONCE_ATTRIBUTE);
    expect(policyOf(res)).not.toContain("chosen-by-a-client");
  });

  test("markup injected into a kept page runs nothing: an inline script, a guessed nonce, the site's own module as a parser-inserted tag", async ({
    newPage,
  }) => {
    const at = "/termos-de-servico";
    const html = await (await fetch(`${baseURL}${at}`, { headers: BROWSER })).text();
    const src = html.match(/data-src="([^"]+)"/)![1];
    const page = await newPage();
    const { violations } = await watchPage(page);
    // What a stored value that escaped its escaping would look like in the served copy.
    const injected = `<script>window.__inline=1</script><script nonce="guess">window.__nonce=1</script><script type="module" src="${src}?injected"></script>`;
    await page.route(`${baseURL}${at}`, async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, body: (await original.text()).replace("<main", `${injected}<main`) });
    });
    await page.goto(at);
    await hydrated(page, "button[data-theme-toggle]");
    await page.waitForLoadState("networkidle");
    const ran = await page.evaluate(() => {
      const w = window as unknown as { __inline?: number; __nonce?: number };
      return [w.__inline, w.__nonce];
    });
    expect(ran).toEqual([undefined, undefined]);
    expect(violations.filter((v) => /script-src-elem blocked inline/.test(v))).toHaveLength(2);
    expect(violations.some((v) => v.includes(`${src}?injected`))).toBe(true);
    await page.close();
  });
});

describe("the back office's script policy, by nonce", () => {
  test("each response has a fresh nonce, carried by every script of the page", async () => {
    const cookie = await sessionCookie(baseURL, ADMIN);
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${baseURL}/admin`, { headers: { ...BROWSER, cookie }, redirect: "manual" });
      expect(res.status).toBe(200);
      const policy = policyOf(res);
      expect(policy).not.toContain("sha256-");
      const nonce = policy.match(/script-src 'self' 'nonce-([A-Za-z0-9+/=]{20,})' 'strict-dynamic'/)?.[1];
      expect(nonce).toBeDefined();
      const scripts = [...(await res.text()).matchAll(/<script\b(?![^>]*type="application\/ld\+json")([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attrs of scripts) expect(attrs).toContain(`nonce="${nonce}"`);
      nonces.push(nonce!);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test("the sign-in page runs with its nonce: React hydrates, no script is refused", async ({ newPage }) => {
    const { page, violations } = await openWatched(newPage, "/auth");
    await hydrated(page, "button[type=submit]");
    await page.waitForLoadState("networkidle");
    // zod probes for eval with a caught `new Function("")`; the browser reports the refusal all the same.
    expect(violations.filter((v) => !/blocked eval|'unsafe-eval'/.test(v))).toEqual([]);
    await page.close();
  });
});
