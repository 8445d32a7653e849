import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";

type Wait = { timeout?: number };

/** The first line of Playwright's message: what it waited for and how long. */
const firstLine = (error: unknown) => (error instanceof Error ? error.message : String(error)).split("\n")[0];

/**
 * Waits until `locator` shows; when it does not, fails naming `what` was missing (a check that
 * only waits would read as a bare time-out).
 */
export async function expectVisible(locator: Locator, what: string, options: Wait = {}): Promise<Locator> {
  try {
    await locator.waitFor(options);
  } catch (error) {
    throw new Error(`missing: ${what} (${firstLine(error)})`, { cause: error });
  }
  return locator;
}

/** Waits until `locator` has left the page; when it stays, fails naming `what` should have gone. */
export async function expectGone(locator: Locator, what: string, options: Wait = {}): Promise<void> {
  try {
    await locator.waitFor({ state: "detached", ...options });
  } catch (error) {
    throw new Error(`still there: ${what} (${firstLine(error)})`, { cause: error });
  }
}

/** Waits until the page is at `url`; when it is not, fails naming `what` and where the page is instead. */
export async function expectURL(page: Page, url: string | RegExp, what: string, options: Wait = {}): Promise<void> {
  try {
    await page.waitForURL(url, options);
  } catch (error) {
    throw new Error(`${what}: at ${page.url()}, not ${String(url)} (${firstLine(error)})`, { cause: error });
  }
}

/**
 * Waits until the section `#id` has come to rest within `within` px of the window's top (a
 * fragment's scroll); when it does not, fails saying how far away it stayed.
 */
export async function expectScrolledTo(page: Page, id: string, within: number, { timeout = 30_000 }: Wait = {}): Promise<void> {
  const distance = () => page.evaluate((target) => Math.abs(document.getElementById(target)?.getBoundingClientRect().top ?? Infinity), id);
  await expect.poll(distance, { message: `#${id} scrolled to within ${within} px of the window's top (px away)`, timeout }).toBeLessThan(within);
}
