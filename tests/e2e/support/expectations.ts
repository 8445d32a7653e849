import type { Locator } from "playwright-core";

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
