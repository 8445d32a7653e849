import type { Dataset } from "@/ui/dataset";
import { SiteHeaderDom } from "./site-header.dom";

/** The menu toggle's state and labels. */
type Toggle = Dataset<SiteHeaderDom.Open | SiteHeaderDom.OpenLabel | SiteHeaderDom.CloseLabel>;

/**
 * The header's behaviours (site-header.tsx): opaque after 10 px of scroll or while the mobile
 * menu is open, and the mobile menu's toggle. The menu is in the server's HTML (hidden), so its
 * links work the moment the toggle shows it.
 */
export function enhanceHeader() {
  // Scroll past which the header turns opaque (spec). Declared here, not at the top: esbuild
  // writes a function's constants in place, but not those of a module that imports a value.
  const OPAQUE_AFTER_PX = 10;
  const header = document.querySelector<HTMLElement>(`header[${SiteHeaderDom.SiteHeader}]:not([data-ready])`);
  if (!header) return;
  header.dataset.ready = "";
  const toggle = header.querySelector<HTMLButtonElement>(`button[${SiteHeaderDom.MenuToggle}]`);
  const menu = header.querySelector<HTMLElement>("#mobile-nav");
  let open = false;
  const paint = () => {
    (header.dataset as Dataset<SiteHeaderDom.Opaque>).opaque = String(open || window.scrollY > OPAQUE_AFTER_PX);
  };
  const setOpen = (value: boolean) => {
    open = value;
    if (toggle && menu) {
      menu.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      toggle.setAttribute("aria-label", (open ? (toggle.dataset as Toggle).closeLabel : (toggle.dataset as Toggle).openLabel) ?? "");
      (toggle.dataset as Toggle).open = String(open);
    }
    paint();
  };
  addEventListener("scroll", paint, { passive: true });
  toggle?.addEventListener("click", () => setOpen(!open));
  // A section link closes the menu (the page scrolls to its section).
  menu?.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a")) setOpen(false);
  });
  setOpen(false);
}
