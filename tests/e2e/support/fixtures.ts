import type { Browser, BrowserContext } from "playwright-core";
import { inject, test as base } from "vitest";
import { ADMIN } from "../global-setup";
import { launchBrowser } from "./browser";
import { signedInContext } from "./sign-in";

type FileFixtures = {
  /** The shared seeded server's address. */
  baseURL: string;
  /** This file's browser, closed after the file. */
  browser: Browser;
  /** A Spanish-locale context signed in as the seeded admin (once per file), 1280 × 900. */
  admin: BrowserContext;
};

/**
 * The end-to-end files' shared setup: `test` and its hooks receive these by name, e.g.
 * `test.beforeAll(async ({ admin }) => …)` or `test("…", async ({ admin }) => …)`.
 */
export const test = base.extend<FileFixtures>({
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
});
