import { chromium, type Browser } from "playwright-core";
import { BROWSER_OPTIONS } from "./browser-options";

/** A browser of this file's own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch(BROWSER_OPTIONS);
}
