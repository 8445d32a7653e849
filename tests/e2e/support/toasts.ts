import type { Locator, Page } from "playwright-core";

const TOASTS = "[data-sonner-toast]";

/** The back office's toast saying `text` (the oldest such one). */
export const toast = (page: Page, text: string | RegExp): Locator => page.locator(TOASTS).filter({ hasText: text }).first();

/**
 * Waits for a toast saying `text`; when none comes, fails naming it and the toasts that did show
 * (an error toast instead of the success one reads as such, not as a bare time-out).
 */
export async function expectToast(page: Page, text: string | RegExp): Promise<Locator> {
  const shown = toast(page, text);
  try {
    await shown.waitFor();
  } catch {
    const others = await page.locator(TOASTS).allInnerTexts();
    throw new Error(`no toast saying ${JSON.stringify(String(text))}; shown: ${JSON.stringify(others)}`);
  }
  return shown;
}

/**
 * Waits for a toast saying `text`, then closes it as a person would: it shows at the bottom right,
 * where the pointer that saved just was, stays while pointed at, and would cover the next form's
 * buttons there.
 */
export async function closeToast(page: Page, text: string) {
  await expectToast(page, text);
  const shown = page.locator(TOASTS).filter({ hasText: text }).last();
  await shown.locator("[data-close-button]").click();
  await shown.waitFor({ state: "detached" });
}
