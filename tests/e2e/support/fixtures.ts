import type { Browser, BrowserContext, Page } from "playwright-core";
import { inject, test as base } from "vitest";
import { ADMIN } from "../global-setup";
import { launchBrowser } from "./browser";
import { signedInContext } from "./sign-in";

type FileFixtures = {
  /** The shared seeded server's address. */
  baseURL: string;
  /** This file's browser, closed after the file. */
  browser: Browser;
  /** A Spanish-locale context signed in as the seeded admin (through the form, once per file), 1280 × 900. */
  admin: BrowserContext;
};
type TestFixtures = {
  /** A new page of the admin context, closed after the test; 20 s for each wait (a busy 2-core machine). */
  adminPage: Page;
};

/**
 * The end-to-end files' shared setup: `test` and its hooks receive these by name, e.g.
 * `test.beforeAll(async ({ admin }) => …)` or `test("…", async ({ adminPage }) => …)`.
 */
export const test = base.extend<TestFixtures & FileFixtures>({
  // Vitest reads each fixture's dependencies from its first parameter's pattern: `{}` is "none".
  // eslint-disable-next-line no-empty-pattern
  baseURL: [async ({}, provide) => provide(inject("baseURL")), { scope: "file" }],
  browser: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      const browser = await launchBrowser();
      try {
        await provide(browser);
      } finally {
        await browser.close();
      }
    },
    { scope: "file" },
  ],
  admin: [
    async ({ browser, baseURL }, provide) => {
      const context = await signedInContext(browser, baseURL, ADMIN, { viewport: { width: 1280, height: 900 } });
      try {
        await provide(context);
      } finally {
        await context.close();
      }
    },
    { scope: "file" },
  ],
  adminPage: async ({ admin }, provide) => {
    const page = await admin.newPage();
    page.setDefaultTimeout(20_000);
    try {
      await provide(page);
    } finally {
      await page.close();
    }
  },
});
