/**
 * The WAI-ARIA tabs pattern's keys for a horizontal list: the index a key moves the selection
 * to (Left/Right wrap, Home/End), or null when the key is not the list's (modifiers included,
 * so the browser's own shortcuts keep working).
 */
export function tabForKey(
  key: string,
  current: number,
  count: number,
  modifiers: { altKey: boolean; ctrlKey: boolean; metaKey: boolean; shiftKey: boolean },
): number | null {
  if (count <= 0 || modifiers.altKey || modifiers.ctrlKey || modifiers.metaKey || modifiers.shiftKey) return null;
  const last = count - 1;
  switch (key) {
    case "ArrowLeft":
      return current <= 0 ? last : current - 1;
    case "ArrowRight":
      return current >= last ? 0 : current + 1;
    case "Home":
      return 0;
    case "End":
      return last;
    default:
      return null;
  }
}
