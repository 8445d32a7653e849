/**
 * The person's actions on a staff page, counted: a click (a key's activation of a button is one
 * too), a form sent with Enter, a choice in a list or a file picker, a drop, Enter or Space on a
 * drag handle. A toast answers the latest action before it (src/ui/use-toast-timing.client.ts); the
 * toasts' own buttons (close) are not an action. Counting starts with the page, before the
 * Toaster is loaded, so an action taken early still counts.
 */
let actions = 0;
let counting = false;
const ACTION_EVENTS = ["click", "submit", "change", "drop", "keydown"] as const;

function countAction(event: Event) {
  // Only the person's own: a script's click (a download link, say) is part of what they did.
  if (!event.isTrusted) return;
  if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
  if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]")) return;
  actions++;
}

/** Starts counting (once per page load; the listeners stay for the page's life). */
export function countActions(): void {
  if (counting) return;
  counting = true;
  for (const type of ACTION_EVENTS) document.addEventListener(type, countAction, true);
}

export const actionsSoFar = (): number => actions;
