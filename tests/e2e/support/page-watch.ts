import type { Page } from "playwright-core";
import type { NewPage, PageOptions } from "./fixtures";

/**
 * Records what `page` does from its next load on: every Content Security Policy violation (the
 * event's directive and blocked address, and the console's own report) and every script it asks
 * for, by path.
 */
export async function watchPage(page: Page): Promise<{ violations: string[]; scripts: string[] }> {
  const violations: string[] = [];
  const scripts: string[] = [];
  page.on("console", (msg) => {
    if (/Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  page.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => console.error(`Content Security Policy: ${e.effectiveDirective} blocked ${e.blockedURI}`));
  });
  return { violations, scripts };
}

/** Opens `path` in a page of its own (the cookie banner declined) that records its violations and scripts (`watchPage`). */
export async function openWatched(newPage: NewPage, path: string, options: PageOptions = {}) {
  const page = await newPage({ consent: "declined", ...options });
  const watched = await watchPage(page);
  const response = await page.goto(path);
  return { page, response: response!, ...watched };
}

/** The messages of the dialogs (alert, confirm, leave-page) that `page` opens from now on, each dismissed as it comes. */
export function recordDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  return dialogs;
}
