"use client";
import { useSyncExternalStore } from "react";
import { THEME_KEY as KEY } from "./theme-key";

/**
 * Light, dark or the system's scheme, kept in localStorage["theme"] (the key next-themes used, so
 * earlier choices survive). The class on <html> is set before the first paint by `themeScript`
 * (theme-script.ts, inline in the root layout), which also follows the system's scheme and other tabs'
 * choices; this module is the toggle's side. A few lines instead of a provider around the whole
 * app: nothing here hydrates until a component asks for the theme.
 */
export type Theme = "light" | "dark" | "system";

declare global {
  interface Window {
    __applyTheme?: (theme: Theme) => void;
  }
}

let chosen: Theme = "system";

function read(): Theme {
  try {
    const stored = localStorage.getItem(KEY);
    return stored === "light" || stored === "dark" ? stored : "system";
  } catch {
    return chosen;
  }
}

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => event.key === KEY && listener();
  addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", onStorage);
  };
}

/** Stores the choice and repaints at once, with transitions off so colours do not fade across. */
export function setTheme(theme: Theme) {
  chosen = theme;
  try {
    if (theme === "system") localStorage.removeItem(KEY);
    else localStorage.setItem(KEY, theme);
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
  for (const listener of listeners) listener();
}

/** The stored choice; "system" on the server and before hydration. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, read, () => "system");
}
