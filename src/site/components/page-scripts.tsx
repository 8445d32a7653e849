import { siteMessages as m } from "@/messages/site";

/**
 * Two page-wide behaviours as one small inline script instead of hydrated components:
 * a failed <img data-fallback> shows the placeholder and 'Error al cargar imagen', and the
 * service worker at /sw.js is registered after load.
 */
const script = `(()=>{document.addEventListener("error",e=>{const t=e.target;if(!(t instanceof HTMLImageElement)||!t.hasAttribute("data-fallback")||t.dataset.failed)return;t.dataset.failed="1";const p=t.closest("picture");p&&p.querySelectorAll("source").forEach(s=>s.remove());t.removeAttribute("srcset");t.src="/placeholder.svg";t.alt=${JSON.stringify(m.imageError)};t.title=${JSON.stringify(m.imageError)};},true);if("serviceWorker"in navigator)addEventListener("load",()=>navigator.serviceWorker.register("/sw.js").catch(()=>{}));})();`;

export const pageScriptSource = script;

export function PageScripts() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
