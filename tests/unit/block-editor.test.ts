import { describe, expect, it } from "vitest";
import { draftOperations } from "@/blocks/editor/draft-operations";
import { KEYBOARD_STEP_PX, stepCoordinates } from "@/blocks/editor/keyboard";
import { blockValidationMessages } from "@/blocks/messages";
import { checkBlockContent, defaultBlockContent, type DraftBlock } from "@/blocks/validation";

const v = blockValidationMessages.es;

/** Runs the create-mode operations against a list held like the form holds it. */
function harness(initial: DraftBlock[] = []) {
  let blocks = initial;
  const ops = () => draftOperations(blocks, (next) => (blocks = next));
  return {
    ops,
    get blocks() {
      return blocks;
    },
  };
}

describe("create-mode block operations (in memory, no server)", () => {
  it("adds blocks at the end with their type's default content and distinct keys", () => {
    const h = harness();
    const a = h.ops().add("quote") as string;
    const b = h.ops().add("gallery") as string;
    expect(a).not.toBe(b);
    expect(h.blocks).toEqual([
      { key: a, blockType: "quote", content: { quote: "", author: "", role: "" } },
      { key: b, blockType: "gallery", content: { images: [], columns: 3, spacing: "medium" } },
    ]);
    expect(h.ops().blocks.map((x) => [x.id, x.type])).toEqual([
      [a, "quote"],
      [b, "gallery"],
    ]);
  });

  it("saves, removes and reorders; a reorder that is not a permutation changes nothing", () => {
    const h = harness();
    const keys = (["text", "image", "video"] as const).map((t) => h.ops().add(t) as string);
    expect(h.ops().save(keys[0], { text: "<p>Hola</p>" })).toBe(true);
    expect(h.blocks[0].content).toEqual({ text: "<p>Hola</p>" });

    h.ops().reorder([keys[2], keys[0], keys[1]]);
    expect(h.blocks.map((b) => b.key)).toEqual([keys[2], keys[0], keys[1]]);
    for (const bad of [
      [keys[0], keys[1]],
      [keys[0], keys[0], keys[1]],
      [keys[0], keys[1], "ajena"],
    ]) {
      h.ops().reorder(bad);
      expect(h.blocks.map((b) => b.key)).toEqual([keys[2], keys[0], keys[1]]);
    }

    h.ops().remove(keys[0]);
    expect(h.blocks.map((b) => b.blockType)).toEqual(["video", "image"]);
  });

  it("checks a draft on Save with the server's rules (the spec's messages, in Spanish by default)", () => {
    expect(checkBlockContent("image", defaultBlockContent("image"))).toMatchObject({ ok: false, error: v.imageUrlRequired });
    expect(checkBlockContent("video", defaultBlockContent("video"))).toMatchObject({ ok: false, error: v.videoUrlRequired });
    expect(checkBlockContent("video", { url: "https://example.com/x", type: "youtube" })).toMatchObject({ ok: false, error: v.videoUrlInvalid });
    expect(checkBlockContent("quote", { quote: "  " })).toMatchObject({ ok: false, error: v.quoteRequired });
    expect(checkBlockContent("video", { url: "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=5", type: "youtube" })).toMatchObject({
      ok: true,
      content: { url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", type: "youtube", title: "", description: "" },
    });
    // An unknown stored type is passed through untouched.
    expect(checkBlockContent("mapa", { lat: 1 })).toEqual({ ok: true, content: { lat: 1 } });
  });
});

describe("keyboard dragging", () => {
  const at = { x: 100, y: 200 };
  const move = (code: string) => stepCoordinates({ code } as KeyboardEvent, { active: "a", currentCoordinates: at, context: {} as never });

  it("moves 25 px per arrow press and ignores other keys", () => {
    expect(KEYBOARD_STEP_PX).toBe(25);
    expect(move("ArrowDown")).toEqual({ x: 100, y: 225 });
    expect(move("ArrowUp")).toEqual({ x: 100, y: 175 });
    expect(move("ArrowRight")).toEqual({ x: 125, y: 200 });
    expect(move("ArrowLeft")).toEqual({ x: 75, y: 200 });
    expect(move("KeyA")).toBeUndefined();
  });
});
