import { describe, expect, it } from "vitest";
import { positionOf, resist, settleTarget, slideAt, slideOffsets, windowFor } from "@/ui/carousel-motion";

describe("carousel motion", () => {
  it("names the slide a position shows, wrapping both ways", () => {
    expect(slideAt(0, 4)).toBe(0);
    expect(slideAt(-1, 4)).toBe(3);
    expect(slideAt(5, 4)).toBe(1);
    expect(slideAt(2.4, 4)).toBe(2);
  });

  it("lines a looping track up so the last slide sits before the first, and back", () => {
    // Swiping right from the first slide: the stretch starts one place before it.
    expect(slideOffsets(4, -1, true)).toEqual([0, 0, 0, -4]);
    // At rest on the first slide every slide is in its own place.
    expect(slideOffsets(4, 0, true)).toEqual([0, 0, 0, 0]);
    // Past the last slide the first comes after it.
    expect(slideOffsets(4, 3, true)).toEqual([4, 4, 4, 0]);
    expect(slideOffsets(3, 5, true)).toEqual([6, 6, 3]);
    // Without a loop nothing moves.
    expect(slideOffsets(4, -1, false)).toEqual([0, 0, 0, 0]);
  });

  it("keeps both ends of a move in one stretch", () => {
    expect(windowFor(0, -1, 4)).toBe(-1);
    expect(windowFor(0, 1, 4)).toBe(0);
    expect(windowFor(-0.3, 0, 4)).toBe(-1);
    expect(windowFor(3, 4, 4)).toBe(3);
    // A move longer than the track cannot be in one stretch: the target is.
    expect(windowFor(0.5, 4, 4)).toBe(4);
  });

  it("settles a drag by distance, or by speed when it is a flick", () => {
    // A short slow drag springs back; past a fifth of a slide it moves on.
    expect(settleTarget(0, 0.1, 0, 4, true)).toBe(0);
    expect(settleTarget(0, 0.25, 0, 4, true)).toBe(1);
    expect(settleTarget(0, -0.25, 0, 4, true)).toBe(-1);
    // A flick moves on even when short; against its own drag it does not.
    expect(settleTarget(0, 0.08, 0.002, 4, true)).toBe(1);
    expect(settleTarget(0, -0.08, -0.002, 4, true)).toBe(-1);
    expect(settleTarget(0, 0.1, -0.002, 4, true)).toBe(0);
    // Without a loop it stays within the slides.
    expect(settleTarget(0, -0.3, -0.002, 4, false)).toBe(0);
    expect(settleTarget(3, 3.3, 0.002, 4, false)).toBe(3);
  });

  it("gives way less past the ends of a track that does not loop", () => {
    expect(resist(-1, 4, false)).toBeCloseTo(-0.35);
    expect(resist(4, 4, false)).toBeCloseTo(3.35);
    expect(resist(2, 4, false)).toBe(2);
    expect(resist(-1, 4, true)).toBe(-1);
  });

  it("goes to a dot's slide along the dots' order, within the current lap", () => {
    expect(positionOf(3, 0, 4, true)).toBe(3);
    expect(positionOf(0, -1, 4, true)).toBe(-4);
    expect(positionOf(3, -1, 4, true)).toBe(-1);
    expect(positionOf(1, 5, 4, true)).toBe(5);
    expect(positionOf(7, 0, 4, false)).toBe(3);
  });
});
