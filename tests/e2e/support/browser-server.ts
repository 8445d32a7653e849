import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { BROWSER_OPTIONS } from "./browser-options";

/**
 * Starts one Chromium for an e2e project's run (called from its global setup) and hands its
 * address to the test files, whose `launchBrowser()` connects to it: starting a browser costs about
 * 1.6 s of CPU, paid once instead of once per file. Each file's connection owns the contexts it
 * opens, and closing it closes them, so files stay apart. Returns the stop function.
 */
export async function startBrowserServer(project: TestProject): Promise<() => Promise<void>> {
  const server = await chromium.launchServer({ ...BROWSER_OPTIONS, host: "127.0.0.1" });
  project.provide("browserEndpoint", server.wsEndpoint());
  return () => server.close();
}
