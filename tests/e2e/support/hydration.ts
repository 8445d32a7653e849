import type { Page } from "playwright-core";

/**
 * Waits until React has attached itself to the first element matching `selector`. Public pages
 * start the framework's scripts after their first paint (scripts/script-delivery.mjs), which may
 * be after `load` on a fast machine: a click on a client control before that is lost, as it would
 * be for a person on a slow phone.
 */
export function hydrated(page: Page, selector: string) {
  return page.waitForFunction((s) => {
    const element = document.querySelector(s);
    return !!element && Object.keys(element).some((k) => k.startsWith("__react"));
  }, selector);
}
