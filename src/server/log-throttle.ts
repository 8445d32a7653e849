/**
 * A warning that anyone can cause (a refused request) is logged at most once per interval, with
 * how many were left out: a flood of bad requests must not fill the log.
 */
export function throttledWarning(label: string, intervalMs = 60_000): (what: string) => void {
  let last = Number.NEGATIVE_INFINITY;
  let unlogged = 0;
  return (what) => {
    const now = Date.now();
    if (now - last < intervalMs) {
      unlogged++;
      return;
    }
    const more = unlogged > 0 ? ` (and ${unlogged} more since the last such line)` : "";
    console.warn(`[${label}] ${what}${more}`);
    last = now;
    unlogged = 0;
  };
}
