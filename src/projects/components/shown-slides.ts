/** Whether slide `i` carries its picture: the current one, and its neighbours (wrapping) once warm. */
export function isSlideShown(i: number, index: number, total: number, warm: boolean): boolean {
  return i === index || (warm && total > 1 && (i === (index + 1) % total || i === (index - 1 + total) % total));
}
