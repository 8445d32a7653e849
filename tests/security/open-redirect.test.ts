import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { ADMIN } from "../e2e/global-setup";
import { launchBrowser } from "../e2e/support/browser";
import { sessionCookie } from "../e2e/support/sign-in";

const baseURL = inject("baseURL");
let browser: Browser;
let adminCookie = "";

/** `/<tab>/evil.example/`: a browser strips the tab and goes to http://evil.example/. */
const SMUGGLED = ["/%09/evil.example/", "/%0A/evil.example/", "/%5C%09evil.example", "%0A", "%0D%0A%0D%0Aevil", "%E2%80%8B", "/%E2%80%8B/evil.example"];

beforeAll(async () => {
  browser = await launchBrowser();
  adminCookie = await sessionCookie(baseURL, ADMIN);
});
afterAll(async () => {
  await browser?.close();
});

describe("open redirect through /auth?redirect=", () => {
  it("a signed-in admin opening a smuggled target is sent to /admin, never off-site and never a 500", async () => {
    for (const target of SMUGGLED) {
      const res = await fetch(`${baseURL}/auth?redirect=${target}`, { headers: { cookie: adminCookie }, redirect: "manual" });
      expect(res.status, target).toBe(307);
      expect(res.headers.get("location"), target).toBe("/admin");
    }
    // A real same-site target still works.
    const ok = await fetch(`${baseURL}/auth?redirect=/admin/categories`, { headers: { cookie: adminCookie }, redirect: "manual" });
    expect(ok.headers.get("location")).toBe("/admin/categories");
  });

  it("signing in (the form, with and without JavaScript) with a smuggled target lands on the site", async () => {
    for (const javaScriptEnabled of [true, false]) {
      const context = await browser.newContext({ baseURL, locale: "es-ES", javaScriptEnabled });
      const page = await context.newPage();
      await page.goto("/auth?redirect=/%09/evil.example/");
      await page.getByLabel("Correo electrónico").first().fill(ADMIN.email);
      await page.getByLabel("Contraseña", { exact: true }).first().fill(ADMIN.password);
      await page.getByRole("button", { name: "Iniciar sesión", exact: true }).last().click();
      await page.waitForURL(`${baseURL}/admin`);
      expect(new URL(page.url()).origin, `javaScriptEnabled=${javaScriptEnabled}`).toBe(baseURL);
      await context.close();
    }
  });
});
