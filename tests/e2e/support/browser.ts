import fs from "node:fs";
import { chromium, type Browser } from "playwright-core";

/**
 * The system Chromium (the test machines cannot download Playwright's own build): Debian's
 * headless shell when it is installed — the same engine without the browser's window layer, at
 * less than half the CPU per page on the 2-core machines — else the full browser. CHROME_PATH
 * names another one.
 */
const HEADLESS_SHELL = "/usr/bin/chromium-headless-shell";
const executablePath = process.env.CHROME_PATH || (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : "/usr/bin/chromium");

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
  });
}
