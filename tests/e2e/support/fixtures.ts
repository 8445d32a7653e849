import type { Browser, BrowserContext, BrowserContextOptions, Page, ViewportSize } from "playwright-core";
import { inject, test as base } from "vitest";
import { ADMIN } from "../global-setup";
import { launchBrowser } from "./browser";
import { addSession, sessionCookies } from "./sign-in";

/** How `admin` is set up: a file changes it with `test.override("adminOptions", { … })` at its top. */
export type AdminOptions = {
  /** 1280 × 900 unless told (a file whose drags must not scroll wants a taller one). */
  viewport?: ViewportSize;
  /** The default time-out of its pages' actions and waits, ms (Playwright's own: 30 s). */
  timeout?: number;
};

export type PageOptions = BrowserContextOptions & {
  /**
   * The cookie banner's choice, stored before the page loads: "declined" keeps the banner out of
   * the way of the controls under test. None by default: a first visit, the banner asking.
   */
  consent?: "accepted" | "declined";
  /**
   * Signed in (on `baseURL`, this file's server unless the options name another): `true` as the
   * seeded admin, or with these credentials.
   */
  signedIn?: boolean | Credentials;
  /** The default time-out of the page's actions and waits, ms (Playwright's own: 30 s). */
  timeout?: number;
};

/**
 * Opens a page in a browser context of its own (Spanish unless told): closing the page closes
 * the context, and whatever is still open is closed at the end of the file.
 */
export type NewPage = (options?: PageOptions) => Promise<Page>;

type FileFixtures = {
  /** The shared seeded server's address (undefined in the files that start their own servers). */
  baseURL: string;
  /** This file's browser, closed after the file. */
  browser: Browser;
  adminOptions: AdminOptions;
  /** What every `newPage` of the file gets unless it says otherwise: `test.override("pageDefaults", { … })`. */
  pageDefaults: PageOptions;
  /** A Spanish-locale context signed in as the seeded admin (once per file), as `adminOptions` says. */
  admin: BrowserContext;
  newPage: NewPage;
};

/** Runs in the page before its scripts; a frame without storage (about:blank) has nothing to keep. */
function storeConsent(choice: string) {
  try {
    localStorage.setItem("cookie-consent", choice);
  } catch {
    // storage unavailable
  }
}

type Credentials = { email: string; password: string };

/** A session for each server and person this file signs in as: one sign-in each, shared by their contexts. */
const sessions = new Map<string, Promise<[string, string][]>>();
function session(baseURL: string, credentials: Credentials) {
  const key = `${credentials.email} ${baseURL}`;
  if (!sessions.has(key)) sessions.set(key, sessionCookies(baseURL, credentials));
  return sessions.get(key)!;
}

/** A Spanish-locale context; `signedIn`: its pages are signed in (`true`: as the seeded admin). */
async function openContext(browser: Browser, options: BrowserContextOptions & { baseURL: string }, signedIn: boolean | Credentials = false) {
  const context = await browser.newContext({ locale: "es-ES", ...options });
  if (signedIn) await addSession(context, options.baseURL, await session(options.baseURL, signedIn === true ? ADMIN : signedIn));
  return context;
}

/** Hands `resource` to the file's tests, then closes it, whatever happened to them. */
async function lend<T extends { close(): Promise<unknown> }>(resource: T, provide: (value: T) => Promise<void>) {
  try {
    await provide(resource);
  } finally {
    await resource.close();
  }
}

/**
 * The end-to-end files' shared setup: `test` and its hooks receive these by name, e.g.
 * `test.beforeAll(async ({ admin }) => …)` or `test("…", async ({ newPage }) => …)`. Each is made
 * once per file, when a test or hook of the file first asks for it.
 */
export const test = base.extend<FileFixtures>({
  // Vitest reads each fixture's dependencies from its first parameter's pattern: `{}` is "none".
  // eslint-disable-next-line no-empty-pattern
  baseURL: [async ({}, provide) => provide(inject("baseURL")), { scope: "file" }],
  // eslint-disable-next-line no-empty-pattern
  browser: [async ({}, provide) => lend(await launchBrowser(), provide), { scope: "file" }],
  adminOptions: [{}, { scope: "file" }],
  admin: [
    async ({ browser, baseURL, adminOptions }, provide) => {
      const context = await openContext(browser, { baseURL, viewport: adminOptions.viewport ?? { width: 1280, height: 900 } }, true);
      if (adminOptions.timeout) context.setDefaultTimeout(adminOptions.timeout);
      await lend(context, provide);
    },
    { scope: "file" },
  ],
  pageDefaults: [{}, { scope: "file" }],
  newPage: [
    async ({ browser, baseURL, pageDefaults }, provide) => {
      const contexts: BrowserContext[] = [];
      try {
        await provide(async (asked = {}) => {
          const { consent, signedIn, timeout, ...options } = { ...pageDefaults, ...asked };
          const context = await openContext(browser, { ...options, baseURL: options.baseURL ?? baseURL }, signedIn);
          contexts.push(context);
          if (timeout) context.setDefaultTimeout(timeout);
          if (consent) await context.addInitScript(storeConsent, consent);
          const page = await context.newPage();
          // As with Playwright's browser.newPage(): closing the page closes its context.
          page.once("close", () => void context.close().catch(() => {}));
          return page;
        });
      } finally {
        for (const context of contexts) await context.close().catch(() => {});
      }
    },
    { scope: "file" },
  ],
});
