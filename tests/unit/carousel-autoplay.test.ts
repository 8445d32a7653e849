import { describe, expect, it } from "vitest";
import { autoplayRunning, autoplayStopped, type AutoplayState } from "@/landing/components/carousel-autoplay";

const idle: AutoplayState = { count: 3, hovered: false, focused: false, choice: null, reducedMotion: false };

describe("carousel auto-rotation", () => {
  it("runs with more than one slide while nobody rests on it", () => {
    expect(autoplayRunning(idle)).toBe(true);
    expect(autoplayRunning({ ...idle, count: 1 })).toBe(false);
    expect(autoplayRunning({ ...idle, count: 0 })).toBe(false);
  });

  it("pauses while hovered or focused, and goes on when both end", () => {
    expect(autoplayRunning({ ...idle, hovered: true })).toBe(false);
    expect(autoplayRunning({ ...idle, focused: true })).toBe(false);
    expect(autoplayRunning({ ...idle, hovered: true, focused: true })).toBe(false);
    // Hover and focus never count as the pause control's choice.
    const resting: AutoplayState = { ...idle, hovered: true, focused: true };
    expect(autoplayStopped(resting)).toBe(false);
  });

  it("starts stopped under reduced motion; the pause control's choice wins either way", () => {
    expect(autoplayStopped({ choice: null, reducedMotion: true })).toBe(true);
    expect(autoplayRunning({ ...idle, reducedMotion: true })).toBe(false);
    expect(autoplayRunning({ ...idle, reducedMotion: true, choice: "playing" })).toBe(true);
    expect(autoplayStopped({ choice: "paused", reducedMotion: false })).toBe(true);
    expect(autoplayRunning({ ...idle, choice: "paused" })).toBe(false);
    expect(autoplayRunning({ ...idle, choice: "playing", hovered: true })).toBe(false);
  });
});
