import type { Locator, Page } from "playwright-core";

const TOASTS = "[data-sonner-toast]";

/** The back office's toast saying `text` (the newest such one: sonner puts new toasts first). */
export const toast = (page: Page, text: string | RegExp): Locator => page.locator(TOASTS).filter({ hasText: text }).first();

/**
 * Waits for a toast saying `text`; when none comes, fails naming it and the toasts that did show
 * (an error toast instead of the success one reads as such, not as a bare time-out).
 */
export async function expectToast(page: Page, text: string | RegExp, { timeout }: { timeout?: number } = {}): Promise<Locator> {
  const shown = toast(page, text);
  try {
    await shown.waitFor({ timeout });
  } catch {
    const others = await page.locator(TOASTS).allInnerTexts();
    throw new Error(`no toast saying ${JSON.stringify(String(text))}; shown: ${JSON.stringify(others)}`);
  }
  return shown;
}

/**
 * Waits for a toast saying `text`, then closes every toast saying it as a person would: they show
 * at the bottom right, where the pointer that saved just was, stay while pointed at, and would
 * cover the next form's buttons there. Each is closed front first (the newest) and followed until
 * it has left the page: a locator would slide to the next toast with the same text (two uploads
 * say "uploaded" twice).
 */
export async function closeToast(page: Page, text: string) {
  await expectToast(page, text);
  for (let left = 10; left > 0; left--) {
    const front = await toast(page, text)
      .elementHandle({ timeout: 1_000 })
      .catch(() => null);
    if (!front) return;
    await (await front.$("[data-close-button]"))?.click();
    await page.waitForFunction((el) => !el.isConnected, front);
  }
  throw new Error(`toasts saying ${JSON.stringify(text)} keep coming`);
}
