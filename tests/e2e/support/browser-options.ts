import type { LaunchOptions } from "playwright-core";

/** The system Chromium: the test machines cannot download Playwright's own build. */
export const BROWSER_OPTIONS: LaunchOptions = {
  executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"],
};
