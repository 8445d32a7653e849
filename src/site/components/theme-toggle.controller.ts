import type { Dataset } from "@/ui/dataset";
import { storedTheme, type Theme } from "@/ui/theme-choice";
import { THEME_KEY } from "@/ui/theme-key";
import { ThemeToggleDom } from "./theme-toggle.dom";

/** The button's words, and the state it shows. */
type Toggle = Dataset<
  ThemeToggleDom.Label | ThemeToggleDom.SwitchTo | ThemeToggleDom.LabelLight | ThemeToggleDom.LabelDark | ThemeToggleDom.LabelSystem | ThemeToggleDom.Theme
>;

const ORDER: Theme[] = ["light", "dark", "system"];

/** Stores the choice and repaints at once, with transitions off so colours do not fade across. */
function chooseTheme(theme: Theme) {
  try {
    if (theme === "system") localStorage.removeItem(THEME_KEY);
    else localStorage.setItem(THEME_KEY, theme);
  } catch {
    // storage unavailable: the choice lasts for this page only
  }
  const still = document.createElement("style");
  still.textContent = "*,*::before,*::after{transition:none!important}";
  document.head.append(still);
  window.__applyTheme?.(theme);
  // Force the new colours to be computed before transitions come back.
  void getComputedStyle(document.body).color;
  requestAnimationFrame(() => still.remove());
}

/**
 * The theme toggle (theme-toggle.tsx): cycles light → dark → system, stored in
 * localStorage["theme"]; the inline theme script (theme-script.ts) paints it. The server draws
 * the "system" state; the labels of the three states are in the button's data attributes.
 */
export function enhanceThemeToggle() {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${ThemeToggleDom.ThemeToggle}]:not([data-ready])`)) {
    button.dataset.ready = "";
    let current = storedTheme();
    const show = () => {
      const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
      const d = button.dataset as Toggle;
      const name = (t: Theme) => d[`label${t[0].toUpperCase()}${t.slice(1)}` as `label${Capitalize<Theme>}`] ?? t;
      button.setAttribute("aria-label", `${d.label}: ${name(current)}. ${d.switchTo} ${name(next)}`);
      button.title = `${d.label}: ${name(current)}`;
      d.theme = current;
    };
    button.addEventListener("click", () => {
      current = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
      chooseTheme(current);
      show();
    });
    addEventListener("storage", (event) => {
      if (event.key !== THEME_KEY) return;
      current = storedTheme();
      show();
    });
    show();
  }
}
