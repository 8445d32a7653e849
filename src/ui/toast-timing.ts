/**
 * How long a toast stays (src/ui/toaster.client.tsx). Pure, so the rules can be checked without a browser.
 *
 * - A toast stays at least as long as its text takes to read (`readingTime`).
 * - A success or a note leaves by itself after `lifetime`; an error or a warning does not time
 *   out: it stays until the person closes it or acts again.
 * - Once a later action has a toast of its own, the earlier actions' toasts are stale: each
 *   leaves as soon as it has been on screen for its reading time (at once if it already has).
 *   Toasts of one action (several failed files and the summary) stay together.
 */

/** About 20 characters a second (240 words a minute), plus a second to notice the toast. */
const NOTICE_MS = 1000;
const PER_CHARACTER_MS = 50;
const MIN_READING_MS = 2000;
const MAX_READING_MS = 8000;
/** A success lingers a little after it has been read. */
const MIN_LIFETIME_MS = 5000;
const LINGER_MS = 2000;

export type ToastKind = "success" | "info" | "warning" | "error" | "loading" | "normal" | "action" | "default";

export function readingTime(text: string): number {
  const length = text.replace(/\s+/g, " ").trim().length;
  return Math.min(MAX_READING_MS, Math.max(MIN_READING_MS, NOTICE_MS + PER_CHARACTER_MS * length));
}

/** How long a toast of this kind stays when nothing else happens. */
export function lifetime(kind: ToastKind | undefined, readingMs: number): number {
  if (kind === "error" || kind === "warning" || kind === "loading") return Infinity;
  return Math.max(MIN_LIFETIME_MS, readingMs + LINGER_MS);
}

export type ShownToast = {
  /** The person's action it answers: a count of their actions (clicks, submits, choices) so far. */
  action: number;
  /** When it appeared (ms). */
  since: number;
  readingMs: number;
  lifetimeMs: number;
};

/** When a shown toast leaves, given the latest action that has a toast of its own. */
export function leavesAt(toast: ShownToast, latestAction: number): number {
  const superseded = toast.action < latestAction;
  return toast.since + (superseded ? Math.min(toast.readingMs, toast.lifetimeMs) : toast.lifetimeMs);
}
