import { KEPT_TAPS, TAP_ROOTS } from "../tap-roots";

/**
 * Replays the taps the early-taps inline script kept (src/site/early-taps.ts) on their buttons,
 * in order: each one whose controller has now marked its root `data-ready`, or, with `all`, every
 * one left (the site script has run; a controller that failed gets its taps as they were). The
 * controller answers the replayed click as it answers any other, and the inline script lets it
 * through, its root being ready.
 */
export function replayKeptTaps(all = false): void {
  const kept = (window as unknown as Record<string, HTMLElement[] | undefined>)[KEPT_TAPS];
  if (!kept) return;
  for (const button of kept.splice(0)) {
    if (all || button.closest(TAP_ROOTS)?.hasAttribute("data-ready") !== false) button.click();
    else kept.push(button);
  }
}
