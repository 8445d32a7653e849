import type { Page } from "playwright-core";

/**
 * Waits for a toast saying `text`, then closes it as a person would: it shows at the bottom right,
 * where the pointer that saved just was, stays while pointed at, and would cover the next form's
 * buttons there.
 */
export async function closeToast(page: Page, text: string) {
  const shown = page.locator("[data-sonner-toast]").filter({ hasText: text }).last();
  await shown.waitFor();
  await shown.locator("[data-close-button]").click();
  await shown.waitFor({ state: "detached" });
}
