/**
 * The arithmetic of a carousel track, kept apart from the DOM so it can be tested on its own.
 * Positions are in slides: 0 shows the first slide, 1.5 shows half of the second and half of the
 * third. In a looping carousel a position keeps counting past the ends (−1 shows the last slide,
 * `count` the first again), so a move always has a direction and never crosses the whole track.
 */

/** Index of the slide a position shows (wrapping for a loop). */
export function slideAt(position: number, count: number): number {
  return ((Math.round(position) % count) + count) % count;
}

/**
 * Where each slide sits, in slides, for a looping track whose visible stretch starts at
 * `windowStart`: slide `i` takes the one place congruent to `i` among the `count` places from
 * there, so whatever lies between two positions of a move is in line. Without a loop every slide
 * keeps its own place (offset 0).
 */
export function slideOffsets(count: number, windowStart: number, loop: boolean): number[] {
  return Array.from({ length: count }, (_, i) => {
    if (!loop) return 0;
    const place = windowStart + ((((i - windowStart) % count) + count) % count);
    return place - i;
  });
}

/** The first place of a stretch that holds both positions (and every slide between them). */
export function windowFor(from: number, to: number, count: number): number {
  const start = Math.floor(Math.min(from, to));
  // A stretch of `count` places cannot hold a move longer than that: keep the target in it.
  return Math.ceil(Math.max(from, to)) - start < count ? start : Math.floor(to);
}

/** A finger moving faster than this (slides per millisecond, about 0.2 px/ms on a phone) flicks. */
const FLICK = 0.0005;
/** A slow drag past this share of a slide moves on; shorter ones spring back. */
const NUDGE = 0.2;

/**
 * Where a drag settles on release: `start` is the position it began at, `position` where the
 * finger left it and `velocity` its speed at the end (slides/ms, positive towards later slides).
 * A flick moves on in its direction; otherwise a drag moves on past a fifth of a slide.
 */
export function settleTarget(start: number, position: number, velocity: number, count: number, loop: boolean): number {
  const base = Math.round(start);
  const delta = position - base;
  let target = base;
  if (Math.abs(velocity) > FLICK && Math.sign(velocity) === Math.sign(delta)) {
    target = velocity > 0 ? Math.floor(position) + 1 : Math.ceil(position) - 1;
  } else if (Math.abs(delta) >= 0.5) {
    target = Math.round(position);
  } else if (Math.abs(delta) > NUDGE) {
    target = base + Math.sign(delta);
  }
  return loop ? target : Math.min(Math.max(target, 0), count - 1);
}

/** A drag past either end of a track that does not loop gives way less and less. */
export function resist(position: number, count: number, loop: boolean): number {
  if (loop) return position;
  const last = count - 1;
  if (position < 0) return position * 0.35;
  if (position > last) return last + (position - last) * 0.35;
  return position;
}

/** The position of a move to slide `index` from `position`: along the dots' order, within this lap. */
export function positionOf(index: number, position: number, count: number, loop: boolean): number {
  if (!loop) return Math.min(Math.max(index, 0), count - 1);
  const here = Math.round(position);
  return here + (index - slideAt(here, count));
}
