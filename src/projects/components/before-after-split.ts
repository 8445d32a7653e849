/** The before/after split: a whole percentage from 0 (all after) to 100 (all before), default 50, step 1. */
export const DEFAULT_SPLIT = 50;

export const clampSplit = (value: number) => Math.min(100, Math.max(0, Math.round(value)));

const STEPS: Record<string, number> = { ArrowLeft: -1, ArrowDown: -1, ArrowRight: 1, ArrowUp: 1, PageDown: -10, PageUp: 10 };

/** The split a key on the handle moves to (arrows ±1, Page Up/Down ±10, Home/End), or null for other keys. */
export function splitForKey(key: string, split: number): number | null {
  if (key in STEPS) return clampSplit(split + STEPS[key]);
  if (key === "Home") return 0;
  if (key === "End") return 100;
  return null;
}

/** The split under a pointer at `clientX` over an area starting at `left`, `width` wide. */
export function splitAt(clientX: number, left: number, width: number): number | null {
  return width > 0 ? clampSplit(((clientX - left) / width) * 100) : null;
}
