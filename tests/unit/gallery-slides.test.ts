import { describe, expect, it } from "vitest";
import { isSlideShown } from "@/projects/components/shown-slides";

const shown = (index: number, total: number, warm: boolean) => Array.from({ length: total }, (_, i) => i).filter((i) => isSlideShown(i, index, total, warm));

describe("gallery pictures rendered", () => {
  it("only the current picture until the visitor reaches for the gallery", () => {
    expect(shown(0, 6, false)).toEqual([0]);
    expect(shown(4, 6, false)).toEqual([4]);
  });

  it("then the current one and its two neighbours, wrapping at both ends like the carousel", () => {
    expect(shown(2, 6, true)).toEqual([1, 2, 3]);
    expect(shown(0, 6, true)).toEqual([0, 1, 5]);
    expect(shown(5, 6, true)).toEqual([0, 4, 5]);
    expect(shown(0, 2, true)).toEqual([0, 1]);
    expect(shown(0, 1, true)).toEqual([0]);
  });
});
