/** Scroll past which the header turns opaque (spec). */
const OPAQUE_AFTER_PX = 10;

/**
 * The header's behaviours (site-header.tsx): opaque after 10 px of scroll or while the mobile
 * menu is open, and the mobile menu's toggle. The menu is in the server's HTML (hidden), so its
 * links work the moment the toggle shows it.
 */
export function enhanceHeader() {
  const header = document.querySelector<HTMLElement>("header[data-site-header]:not([data-ready])");
  if (!header) return;
  header.dataset.ready = "";
  const toggle = header.querySelector<HTMLButtonElement>("button[data-menu-toggle]");
  const menu = header.querySelector<HTMLElement>("#mobile-nav");
  let open = false;
  const paint = () => {
    header.dataset.opaque = String(open || window.scrollY > OPAQUE_AFTER_PX);
  };
  const setOpen = (value: boolean) => {
    open = value;
    if (toggle && menu) {
      menu.hidden = !open;
      toggle.setAttribute("aria-expanded", String(open));
      toggle.setAttribute("aria-label", (open ? toggle.dataset.closeLabel : toggle.dataset.openLabel) ?? "");
      toggle.dataset.open = String(open);
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
