/**
 * Toasts for the public pages without a library: what sonner showed there before (top right,
 * 356 px wide, 24 px from the edges, full width less 16 px on a phone; rich colours, light and
 * dark; a close button on the corner; gone after 4 s, held while the pointer or the focus is on
 * it or the tab is hidden). One polite live region holds them; it is put in the page before the
 * first toast (`prepareToasts`) so a screen reader announces that one too. Reduced motion: no
 * slide, no fade. Every word shown comes from the caller, which reads it from the page's markup.
 */

export type ToastKind = "success" | "error";
export type Toast = { kind: ToastKind; title: string; description?: string; closeLabel: string };

const LIFETIME_MS = 4000;
const LEAVE_MS = 200;
const MAX_SHOWN = 3;

// sonner's own look (its styles.css, rich colours), rewritten for this markup.
const CSS = `[data-site-toaster]{position:fixed;top:24px;right:24px;width:356px;z-index:999999999;margin:0;padding:0;list-style:none;font-family:ui-sans-serif,system-ui,-apple-system,BlinkMacSystemFont,Segoe UI,Roboto,Helvetica Neue,Arial,Noto Sans,sans-serif;--s-bg:hsl(143,85%,96%);--s-bd:hsl(145,92%,87%);--s-tx:hsl(140,100%,27%);--e-bg:hsl(359,100%,97%);--e-bd:hsl(359,100%,94%);--e-tx:hsl(360,100%,45%)}
.dark [data-site-toaster]{--s-bg:hsl(150,100%,6%);--s-bd:hsl(147,100%,12%);--s-tx:hsl(150,86%,65%);--e-bg:hsl(358,76%,10%);--e-bd:hsl(357,89%,16%);--e-tx:hsl(358,100%,81%)}
[data-toast]{position:relative;display:flex;align-items:center;gap:6px;box-sizing:border-box;width:100%;margin:0 0 14px;padding:16px;border:1px solid var(--bd);border-radius:8px;background:var(--bg);color:var(--tx);box-shadow:0 4px 12px rgba(0,0,0,.1);font-size:13px;overflow-wrap:anywhere;opacity:0;transform:translateY(-100%);transition:transform .4s,opacity .4s}
[data-toast][data-kind=success]{--bg:var(--s-bg);--bd:var(--s-bd);--tx:var(--s-tx)}
[data-toast][data-kind=error]{--bg:var(--e-bg);--bd:var(--e-bd);--tx:var(--e-tx)}
[data-toast][data-shown]{opacity:1;transform:none}
[data-toast][data-leaving]{opacity:0;transform:translateY(-100%);transition-duration:.2s}
[data-toast-icon]{display:flex;flex-shrink:0;width:16px;height:16px;align-items:center;margin:0 4px 0 -4px}
[data-toast-body]{display:flex;flex:1;flex-direction:column;gap:2px;min-width:0}
[data-toast-title]{font-weight:500;line-height:1.5}
[data-toast-text]{line-height:1.4}
[data-toast-close]{position:absolute;top:0;left:0;display:flex;width:20px;height:20px;align-items:center;justify-content:center;padding:0;border:1px solid var(--bd);border-radius:50%;background:var(--bg);color:var(--tx);transform:translate(-35%,-35%);cursor:pointer}
[data-toast-close]:focus-visible{box-shadow:0 4px 12px rgba(0,0,0,.1),0 0 0 2px rgba(0,0,0,.2);outline:none}
@media (max-width:600px){[data-site-toaster]{top:16px;right:16px;left:16px;width:auto}}
@media (prefers-reduced-motion:reduce){[data-toast],[data-toast][data-leaving]{transition:none}}`;

const SVG = (viewBox: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" width="20" height="20" fill="currentColor" aria-hidden="true">${body}</svg>`;
const ICONS: Record<ToastKind, string> = {
  success: SVG(
    "0 0 20 20",
    '<path fill-rule="evenodd" clip-rule="evenodd" d="M10 18a8 8 0 100-16 8 8 0 000 16zm3.857-9.809a.75.75 0 00-1.214-.882l-3.483 4.79-1.88-1.88a.75.75 0 10-1.06 1.061l2.5 2.5a.75.75 0 001.137-.089l4-5.5z"/>',
  ),
  error: SVG(
    "0 0 20 20",
    '<path fill-rule="evenodd" clip-rule="evenodd" d="M18 10a8 8 0 11-16 0 8 8 0 0116 0zm-8-5a.75.75 0 01.75.75v4.5a.75.75 0 01-1.5 0v-4.5A.75.75 0 0110 5zm0 10a1 1 0 100-2 1 1 0 000 2z"/>',
  ),
};
const CLOSE_ICON =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="12" height="12" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';

type Shown = { element: HTMLElement; left: number; since: number; timer?: ReturnType<typeof setTimeout> };
const shown = new Set<Shown>();
let region: HTMLElement | null = null;
let held = { pointer: false, focus: false };
/** Where the focus was before it entered the toasts: it goes back there when its toast closes. */
let returnFocus: HTMLElement | null = null;

const reducedMotion = () => matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The live region (and the styles), made once: call it as soon as a widget may raise a toast. */
export function prepareToasts(): HTMLElement {
  if (region?.isConnected) return region;
  const style = document.createElement("style");
  style.textContent = CSS;
  document.head.append(style);
  region = document.createElement("ol");
  region.dataset.siteToaster = "";
  region.setAttribute("aria-live", "polite");
  region.setAttribute("aria-relevant", "additions text");
  region.addEventListener("pointerenter", () => hold("pointer", true));
  region.addEventListener("pointerleave", () => hold("pointer", false));
  region.addEventListener("focusin", (event) => {
    const from = event.relatedTarget as HTMLElement | null;
    if (!region?.contains(from)) returnFocus = from;
    hold("focus", true);
  });
  region.addEventListener("focusout", (event) => {
    if (!region?.contains(event.relatedTarget as Node | null)) hold("focus", false);
  });
  region.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const toast = (event.target as Element).closest<HTMLElement>("[data-toast]");
    const entry = toast && [...shown].find((s) => s.element === toast);
    if (entry) dismiss(entry);
  });
  document.addEventListener("visibilitychange", () => (document.hidden ? pauseAll() : resumeAll()));
  document.body.append(region);
  return region;
}

/** Shows a toast; the newest is on top and at most three are kept. */
export function showToast({ kind, title, description, closeLabel }: Toast): void {
  const list = prepareToasts();
  const element = document.createElement("li");
  element.dataset.toast = "";
  element.dataset.kind = kind;
  const close = document.createElement("button");
  close.type = "button";
  close.dataset.toastClose = "";
  close.setAttribute("aria-label", closeLabel);
  close.innerHTML = CLOSE_ICON;
  const icon = document.createElement("div");
  icon.dataset.toastIcon = "";
  icon.innerHTML = ICONS[kind];
  const body = document.createElement("div");
  body.dataset.toastBody = "";
  body.append(line("toastTitle", title));
  if (description) body.append(line("toastText", description));
  element.append(close, icon, body);
  list.prepend(element);

  const entry: Shown = { element, left: LIFETIME_MS, since: Date.now() };
  shown.add(entry);
  close.addEventListener("click", () => dismiss(entry));
  if (!isHeld()) start(entry);
  // Shown on the next frame, so the slide-in has a start to move from.
  requestAnimationFrame(() => requestAnimationFrame(() => (element.dataset.shown = "")));
  const extra = [...shown].slice(0, Math.max(0, shown.size - MAX_SHOWN));
  for (const old of extra) dismiss(old);
}

function line(key: "toastTitle" | "toastText", text: string) {
  const div = document.createElement("div");
  div.dataset[key] = "";
  div.textContent = text;
  return div;
}

function dismiss(entry: Shown) {
  if (!shown.delete(entry)) return;
  clearTimeout(entry.timer);
  const { element } = entry;
  // The focus was on this toast: on to the next toast's button, or back where it came from.
  if (element.contains(document.activeElement)) {
    const next = [...shown][0]?.element.querySelector("button") ?? (returnFocus?.isConnected ? returnFocus : null);
    if (next) next.focus();
    else (document.activeElement as HTMLElement).blur();
  }
  if (reducedMotion()) return element.remove();
  element.dataset.leaving = "";
  setTimeout(() => element.remove(), LEAVE_MS);
}

const isHeld = () => held.pointer || held.focus || document.hidden;

function hold(by: keyof typeof held, on: boolean) {
  held = { ...held, [by]: on };
  if (isHeld()) pauseAll();
  else resumeAll();
}

function start(entry: Shown) {
  clearTimeout(entry.timer);
  entry.since = Date.now();
  entry.timer = setTimeout(() => dismiss(entry), entry.left);
}

function pauseAll() {
  for (const entry of shown) {
    if (entry.timer === undefined) continue;
    clearTimeout(entry.timer);
    entry.timer = undefined;
    entry.left = Math.max(0, entry.left - (Date.now() - entry.since));
  }
}

function resumeAll() {
  if (isHeld()) return;
  for (const entry of shown) if (entry.timer === undefined) start(entry);
}
