import type { Page } from "playwright-core";
import { REACT_DOM_KEY_PREFIX } from "@/server/next-internals";

/**
 * Waits until the first element matching `selector` answers to scripts. Public pages run no React
 * in the browser: their controllers (src/site/enhance) mark `<html data-enhanced>` once they have
 * wired the page (src/server/runtime-strip.ts). The back office hydrates: there, React has attached
 * itself to the element. In the back office a click before that is lost, as it would be for a
 * person on a slow phone; on public pages it is kept and replayed (src/site/early-taps.ts), but a
 * test that is not about that waits all the same, so it checks one thing at a time.
 */
export function hydrated(page: Page, selector: string) {
  return page.waitForFunction(
    ([s, reactKey]) => {
      const element = document.querySelector(s);
      if (!element) return false;
      if (document.querySelector("script[data-site-script]")) return document.documentElement.hasAttribute("data-enhanced");
      return Object.keys(element).some((k) => k.startsWith(reactKey));
    },
    [selector, REACT_DOM_KEY_PREFIX] as const,
  );
}
