import { THEME_KEY } from "./theme-key";

/**
 * Runs before the first paint (inline in the root layout): no flash of the wrong scheme. Allowed by
 * the staff pages' nonce, and on public pages by its hash (src/site/inline-scripts.ts).
 */
export const themeScript = `(()=>{const r=document.documentElement,m=matchMedia("(prefers-color-scheme: dark)");let c;const a=t=>{if(t)c=t;else try{c=localStorage.getItem("${THEME_KEY}")||"system"}catch{}const d=c==="dark"||(c!=="light"&&m.matches);r.classList.toggle("dark",d);r.classList.toggle("light",!d);r.style.colorScheme=d?"dark":"light"};a();m.addEventListener("change",()=>a());addEventListener("storage",e=>{if(e.key==="${THEME_KEY}")a(e.newValue||"system")});window.__applyTheme=a})();`;
