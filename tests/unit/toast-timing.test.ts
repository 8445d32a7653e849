import { describe, expect, it } from "vitest";
import { leavesAt, lifetime, readingTime, type ShownToast } from "@/ui/toast-timing";

const shown = (over: Partial<ShownToast>): ShownToast => ({ action: 1, since: 10_000, readingMs: 3000, lifetimeMs: 6000, ...over });

describe("toast timing", () => {
  it("gives a longer text more time to read, within bounds", () => {
    const short = readingTime("Mensaje eliminado");
    const long = readingTime("Error al eliminar mensaje. Inténtelo de nuevo. El mensaje ya no existe.");
    expect(long).toBeGreaterThan(short);
    expect(readingTime("")).toBe(2000);
    expect(readingTime("x".repeat(10_000))).toBe(8000);
    // Spacing is not reading.
    expect(readingTime("a   b")).toBe(readingTime("a b"));
  });

  it("lets a success go by itself once read, but keeps an error or a warning until something replaces it", () => {
    expect(lifetime("success", 3000)).toBe(5000);
    expect(lifetime("success", 7000)).toBe(9000);
    expect(lifetime("info", 2000)).toBe(5000);
    expect(lifetime("error", 3000)).toBe(Infinity);
    expect(lifetime("warning", 3000)).toBe(Infinity);
  });

  it("keeps an action's own toasts for their lifetime", () => {
    expect(leavesAt(shown({ action: 4 }), 4)).toBe(16_000);
    expect(leavesAt(shown({ action: 4, lifetimeMs: Infinity }), 4)).toBe(Infinity);
  });

  it("sends an earlier action's toast away once a later action has one, but not before it has been read", () => {
    const error = shown({ action: 3, lifetimeMs: Infinity, readingMs: 4000 });
    // Read by 14 000: a later success at 20 000 replaces it at once (its time is already past).
    expect(leavesAt(error, 4)).toBe(14_000);
    // A stale success that outlives its reading time goes at the reading time too.
    expect(leavesAt(shown({ action: 3, readingMs: 2500, lifetimeMs: 5000 }), 9)).toBe(12_500);
    // Never later than it would have gone anyway.
    expect(leavesAt(shown({ action: 3, readingMs: 8000, lifetimeMs: 5000 }), 4)).toBe(15_000);
  });
});
