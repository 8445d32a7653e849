import { THEME_KEY } from "@/ui/theme-script";

type Theme = "light" | "dark" | "system";
const ORDER: Theme[] = ["light", "dark", "system"];

declare global {
  interface Window {
    __applyTheme?: (theme: Theme) => void;
  }
}

function stored(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}

/**
 * The theme toggle (theme-toggle.tsx): cycles light → dark → system, stored in
 * localStorage["theme"]; the inline theme script (theme-script.ts) paints it. The server draws
 * the "system" state; the labels of the three states are in the button's data attributes.
 */
export function enhanceThemeToggle() {
  for (const button of document.querySelectorAll<HTMLButtonElement>("button[data-theme-toggle]:not([data-ready])")) {
    button.dataset.ready = "";
    let current = stored();
    const show = () => {
      const next = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
      const d = button.dataset;
      const name = (t: Theme) => d[`label${t[0].toUpperCase()}${t.slice(1)}`] ?? t;
      button.setAttribute("aria-label", `${d.label}: ${name(current)}. ${d.switchTo} ${name(next)}`);
      button.title = `${d.label}: ${name(current)}`;
      button.dataset.theme = current;
    };
    button.addEventListener("click", () => {
      current = ORDER[(ORDER.indexOf(current) + 1) % ORDER.length];
      try {
        if (current === "system") localStorage.removeItem(THEME_KEY);
        else localStorage.setItem(THEME_KEY, current);
      } catch {
        // storage unavailable: the choice lasts for this page only
      }
      // Colours switch at once rather than fading across.
      const still = document.createElement("style");
      still.textContent = "*,*::before,*::after{transition:none!important}";
      document.head.append(still);
      window.__applyTheme?.(current);
      void getComputedStyle(document.body).color;
      requestAnimationFrame(() => still.remove());
      show();
    });
    addEventListener("storage", (event) => {
      if (event.key !== THEME_KEY) return;
      current = stored();
      show();
    });
    show();
  }
}
