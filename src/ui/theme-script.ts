import type { Theme } from "./theme-choice";
import { THEME_KEY } from "./theme-key";

/**
 * The theme, painted on <html> before the first paint: no flash of the wrong scheme. An inline
 * script in the root layout's <head> on every page, bundled into its text by
 * src/site/inline-bundle.ts (`themeScript`); allowed by the staff pages' nonce, and on public
 * pages by its hash (src/site/inline-scripts.ts).
 *
 * It follows the stored choice, the system's scheme while the choice is "system", and a choice
 * made in another tab; `window.__applyTheme` repaints a choice made on this page (the public pages'
 * toggle, src/site/enhance/theme-toggle.ts).
 */
declare global {
  interface Window {
    /** Paints a theme on <html> (the inline theme script, below). */
    __applyTheme?: (theme: Theme) => void;
  }
}

const root = document.documentElement;
const darkScheme = matchMedia("(prefers-color-scheme: dark)");
/** The choice last painted; unknown until storage has been read once. */
let choice: string | undefined;

/** Paints `theme`, or without one the stored choice ("system" when none is stored). */
function applyTheme(theme?: string) {
  if (theme) choice = theme;
  else {
    try {
      choice = localStorage.getItem(THEME_KEY) || "system";
    } catch {
      // Storage blocked: the last choice painted stays (none yet: the system's scheme).
    }
  }
  const dark = choice === "dark" || (choice !== "light" && darkScheme.matches);
  root.classList.toggle("dark", dark);
  root.classList.toggle("light", !dark);
  root.style.colorScheme = dark ? "dark" : "light";
}

applyTheme();
darkScheme.addEventListener("change", () => applyTheme());
addEventListener("storage", (event) => {
  if (event.key === THEME_KEY) applyTheme(event.newValue || "system");
});
window.__applyTheme = applyTheme;
