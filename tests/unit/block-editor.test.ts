import { describe, expect, it } from "vitest";
import { draftOperations } from "@/blocks/editor/draft-operations";
import { KEYBOARD_STEP_PX, stepCoordinates } from "@/blocks/editor/keyboard";
import { blockValidationMessages } from "@/blocks/messages";
import { checkBlockContent, checkNewBlockContent, defaultBlockContent, type DraftBlock } from "@/blocks/validation";

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
  it("adds a block only with the content its form saved, at the end, with distinct keys", () => {
    const h = harness();
    expect(h.ops().create("quote", { quote: "Quedó perfecto", author: "Ana", role: "" })).toBe(true);
    expect(h.ops().create("gallery", { images: [{ url: "/media/a.jpg", alt: "", caption: "" }], columns: 2, spacing: "small" })).toBe(true);
    const [a, b] = h.blocks.map((x) => x.key);
    expect(a).not.toBe(b);
    expect(h.blocks).toEqual([
      { key: a, blockType: "quote", content: { quote: "Quedó perfecto", author: "Ana", role: "" } },
      { key: b, blockType: "gallery", content: { images: [{ url: "/media/a.jpg", alt: "", caption: "" }], columns: 2, spacing: "small" } },
    ]);
    expect(h.ops().blocks!.map((x) => [x.id, x.type])).toEqual([
      [a, "quote"],
      [b, "gallery"],
    ]);
  });

  it("saves, removes and reorders; a reorder that is not a permutation changes nothing", () => {
    const h = harness();
    for (const t of ["text", "image", "video"] as const) h.ops().create(t, defaultBlockContent(t));
    const keys = h.blocks.map((b) => b.key);
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

  it("refuses to add a block that would show nothing, whatever its type; the type's own rule comes first", () => {
    for (const type of ["text", "gallery", "two_columns"] as const) {
      expect(checkNewBlockContent(type, defaultBlockContent(type)), type).toEqual({ ok: false, error: v.emptyBlock, fieldErrors: { _: v.emptyBlock } });
    }
    expect(checkNewBlockContent("text", { text: "<p> &nbsp;</p><p><br></p>" })).toMatchObject({ ok: false, error: v.emptyBlock });
    expect(checkNewBlockContent("two_columns", { ...defaultBlockContent("two_columns"), leftType: "image", leftContent: { imageUrl: "" } })).toMatchObject({
      ok: false,
      error: v.emptyBlock,
    });
    expect(checkNewBlockContent("quote", defaultBlockContent("quote"))).toMatchObject({ ok: false, error: v.quoteRequired });
    expect(checkNewBlockContent("image", defaultBlockContent("image"))).toMatchObject({ ok: false, error: v.imageUrlRequired });
    expect(checkNewBlockContent("text", { text: "<p>Hola</p>" })).toEqual({ ok: true, content: { text: "<p>Hola</p>" } });
    expect(
      checkNewBlockContent("two_columns", { ...defaultBlockContent("two_columns"), rightType: "image", rightContent: { imageUrl: "/media/a.jpg" } }),
    ).toMatchObject({ ok: true });
  });
});

describe("keyboard dragging", () => {
  const at = { x: 100, y: 200 };
  const press = (code: string) => {
    const event = { code, defaultPrevented: false, preventDefault: () => (event.defaultPrevented = true) };
    return { to: stepCoordinates(event as unknown as KeyboardEvent, { active: "a", currentCoordinates: at, context: {} as never }), event };
  };

  it("moves 25 px per arrow press, cancelling the browser's own scroll, and ignores other keys", () => {
    expect(KEYBOARD_STEP_PX).toBe(25);
    expect(press("ArrowDown").to).toEqual({ x: 100, y: 225 });
    expect(press("ArrowUp").to).toEqual({ x: 100, y: 175 });
    expect(press("ArrowRight").to).toEqual({ x: 125, y: 200 });
    expect(press("ArrowLeft").to).toEqual({ x: 75, y: 200 });
    expect(press("ArrowDown").event.defaultPrevented).toBe(true);
    const other = press("KeyA");
    expect(other.to).toBeUndefined();
    expect(other.event.defaultPrevented).toBe(false);
  });
});
