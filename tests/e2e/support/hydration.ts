import type { Page } from "playwright-core";

/**
 * Waits until the first element matching `selector` answers to scripts. Public pages run no React
 * in the browser: their controllers (src/site/enhance) mark `<html data-enhanced>` once they have
 * wired the page (scripts/runtime-free.mjs). The back office hydrates: there, React has attached
 * itself to the element. A click before that is lost, as it would be for a person on a slow phone.
 */
export function hydrated(page: Page, selector: string) {
  return page.waitForFunction((s) => {
    const element = document.querySelector(s);
    if (!element) return false;
    if (document.querySelector("script[data-site-script]")) return document.documentElement.hasAttribute("data-enhanced");
    return Object.keys(element).some((k) => k.startsWith("__react"));
  }, selector);
}
