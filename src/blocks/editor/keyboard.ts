import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/** DESIGN §2 and spec/admin.md §2: the keyboard moves a dragged block 25 px per arrow press. */
export const KEYBOARD_STEP_PX = 25;

/**
 * The step of each arrow press. The press's default action is cancelled: dnd-kit does not cancel
 * it when it scrolls the page instead of moving the block, and the browser's own arrow scroll
 * (40 px in Chromium) then moved the block by that much instead of the step.
 */
export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates: { x, y } }) => {
  const step = arrowStep(event.code);
  if (!step) return undefined;
  event.preventDefault();
  return { x: x + step.x, y: y + step.y };
};

function arrowStep(code: string): { x: number; y: number } | null {
  switch (code) {
    case "ArrowDown":
      return { x: 0, y: KEYBOARD_STEP_PX };
    case "ArrowUp":
      return { x: 0, y: -KEYBOARD_STEP_PX };
    case "ArrowRight":
      return { x: KEYBOARD_STEP_PX, y: 0 };
    case "ArrowLeft":
      return { x: -KEYBOARD_STEP_PX, y: 0 };
  }
  return null;
}

/**
 * When a step takes the block past the middle of the window, dnd-kit scrolls the page by the step
 * instead: at once, so that quick presses add up to whole steps (a smooth scroll still under way
 * would be measured half done).
 */
export const KEYBOARD_SCROLL_BEHAVIOR: ScrollBehavior = "instant";
