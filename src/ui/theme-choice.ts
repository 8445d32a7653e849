import { THEME_KEY } from "./theme-key";

/**
 * Light, dark or the system's scheme, kept in localStorage["theme"]: what the admin's toasts
 * (theme.ts) and the public pages' toggle (src/site/components/theme-toggle.controller.ts) read. Plain DOM, so
 * the public pages' script carries no React.
 */
export type Theme = "light" | "dark" | "system";

/** The stored choice; "system" when there is none or storage cannot be read. */
export function storedTheme(): Theme {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === "light" || value === "dark" ? value : "system";
  } catch {
    return "system";
  }
}
