"use client";
import { useSyncExternalStore } from "react";
import { THEME_KEY } from "./theme-key";
import { storedTheme, type Theme } from "./theme-choice";

/**
 * The theme the visitor chose on the public pages' toggle (src/site/components/theme-toggle.controller.ts),
 * kept in localStorage["theme"] (the key next-themes used, so earlier choices survive). The class
 * on <html> is set before the first paint by `themeScript` (theme-script.ts, inline in the root
 * layout), which also follows the system's scheme and other tabs' choices; this hook is for
 * client components that draw something themselves (the admin's toasts).
 */
export type { Theme };

function subscribe(listener: () => void) {
  const onStorage = (event: StorageEvent) => event.key === THEME_KEY && listener();
  addEventListener("storage", onStorage);
  return () => removeEventListener("storage", onStorage);
}

/** The stored choice; "system" on the server and before hydration. */
export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, storedTheme, () => "system");
}
