/**
 * The cookie banner's script (components/cookie-banner.tsx). Runs before the banner is parsed:
 * asks (shows the banner, by `<html data-cookie-ask>`) only when no choice is stored, and stores
 * the choice of a click ('accepted' or 'declined') — no hydration needed, so the banner is in the
 * first paint and works before the site script arrives. Without JavaScript nothing is stored, so
 * nothing is asked.
 */
const CONSENT_KEY = "cookie-consent";
const root = document.documentElement;

try {
  if (!localStorage.getItem(CONSENT_KEY)) root.dataset.cookieAsk = "";
} catch {
  // Storage blocked: nothing can be stored, so the banner asks on every page.
  root.dataset.cookieAsk = "";
}

document.addEventListener("click", (event) => {
  const button = event.target instanceof Element && event.target.closest<HTMLElement>("#cookie-banner [data-consent]");
  if (!button) return;
  try {
    localStorage.setItem(CONSENT_KEY, button.dataset.consent!);
  } catch {
    // Storage blocked: the choice holds for this page only.
  }
  delete root.dataset.cookieAsk;
});

// A module, not a script: its names stay its own for the type checker.
export {};
