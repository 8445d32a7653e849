import { chromium, type Browser } from "playwright-core";
import { inject } from "vitest";
import { BROWSER_OPTIONS } from "./browser-options";

declare module "vitest" {
  export interface ProvidedContext {
    /** The project's shared Chromium (support/browser-server.ts), when its global setup started one. */
    browserEndpoint?: string;
  }
}

/** A browser of this file's own: a connection to the project's shared Chromium, else a new one. */
export function launchBrowser(): Promise<Browser> {
  const endpoint = inject("browserEndpoint");
  return endpoint ? chromium.connect(endpoint) : chromium.launch(BROWSER_OPTIONS);
}
