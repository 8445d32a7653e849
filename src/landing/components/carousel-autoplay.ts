/**
 * When an auto-rotating carousel moves on its own (WCAG 2.2.2): never with one slide, never while
 * the pointer rests on it or focus is inside it, and never once stopped. It is stopped by the
 * visitor's own choice (the pause control) or, until they choose, by a system asking for reduced
 * motion. Kept apart from the DOM so it can be tested on its own.
 */
export type AutoplayState = {
  count: number;
  hovered: boolean;
  focused: boolean;
  /** The pause control's last choice; null until it is pressed. */
  choice: "paused" | "playing" | null;
  reducedMotion: boolean;
};

/** Whether the rotation is stopped (what the pause control shows). */
export function autoplayStopped({ choice, reducedMotion }: Pick<AutoplayState, "choice" | "reducedMotion">): boolean {
  return choice ? choice === "paused" : reducedMotion;
}

/** Whether the next slide is due after the interval. */
export function autoplayRunning(state: AutoplayState): boolean {
  return state.count > 1 && !autoplayStopped(state) && !state.hovered && !state.focused;
}
