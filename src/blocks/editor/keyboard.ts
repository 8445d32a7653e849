import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

/** DESIGN §2: the keyboard moves a dragged block 25 px per arrow press. */
export const KEYBOARD_STEP_PX = 25;

export const stepCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates: { x, y } }) => {
  switch (event.code) {
    case "ArrowDown":
      return { x, y: y + KEYBOARD_STEP_PX };
    case "ArrowUp":
      return { x, y: y - KEYBOARD_STEP_PX };
    case "ArrowRight":
      return { x: x + KEYBOARD_STEP_PX, y };
    case "ArrowLeft":
      return { x: x - KEYBOARD_STEP_PX, y };
  }
  return undefined;
};
