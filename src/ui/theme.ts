import { useSyncExternalStore } from "react";

/**
 * Light, dark or the system's scheme, kept in localStorage["theme"] (the key next-themes used, so
 * earlier choices survive). The class on <html> is set before the first paint by `themeScript`
 * (an inline script in the root layout), which also follows the system's scheme and other tabs'
 * choices; this module is the toggle's side. A few lines instead of a provider around the whole
 * app: nothing here hydrates until a component asks for the theme.
 */
export type Theme = "light" | "dark" | "system";

const KEY = "theme";

/** Runs before the first paint (inline, with the page's nonce): no flash of the wrong scheme. */
export const themeScript = `(()=>{const r=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");let c;const a=t=>{if(t)c=t;else try{c=localStorage.getItem("${KEY}")||"system"}catch{}const d=c==="dark"||(c!=="light"&&m.matches);r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.style.colorScheme=d?"dark":"light"};a();m.addEventListener("change",()=>a());addEventListener("storage",e=>{if(e.key==="${KEY}")a(e.newValue||"system")});window.__applyTheme=a})();`;

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
