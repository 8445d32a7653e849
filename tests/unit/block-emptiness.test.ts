import { describe, expect, it } from "vitest";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { BlockRenderer } from "@/blocks/components/block-renderer";
import { showsContent, shownBlocks } from "@/blocks/shown";
import { defaultBlockContent } from "@/blocks/validation";
import { BLOCK_TYPES } from "@/db/schema";

/** What "empty" means per type (docs/decisions/0021-content-blocks-editing.md), judged in the visitor's language. */
const block = (type: string, content: Record<string, unknown>, translations?: unknown) => ({ type, content, translations });

describe("an empty block: nothing to show in the visitor's language", () => {
  it("every type's new block is empty, in every language", () => {
    for (const type of BLOCK_TYPES)
      for (const locale of ["es", "gl", "en"] as const) expect(showsContent(block(type, defaultBlockContent(type)), locale)).toBe(false);
  });

  it("text: no visible text once tags, spaces and non-breaking spaces are gone", () => {
    expect(showsContent(block("text", { text: "<p> &nbsp;</p><p><br></p><hr>" }), "es")).toBe(false);
    expect(showsContent(block("text", { text: "<p><strong>Hola</strong></p>" }), "es")).toBe(true);
    // A Galician text where the Spanish is blank shows on the Galician page only.
    const translated = block("text", { text: "<p></p>" }, { gl: { text: "<p>Ola</p>" } });
    expect(showsContent(translated, "gl")).toBe(true);
    expect(showsContent(translated, "es")).toBe(false);
    expect(showsContent(translated, "en")).toBe(false);
  });

  it("image and gallery: no image with a usable address (captions alone do not count)", () => {
    expect(showsContent(block("image", { url: "", caption: "Salón", alt: "Salón" }), "es")).toBe(false);
    expect(showsContent(block("image", { url: "javascript:alert(1)", caption: "x" }), "es")).toBe(false);
    expect(showsContent(block("image", { url: "/media/a.jpg" }), "es")).toBe(true);
    expect(showsContent(block("gallery", { images: [{ url: "" }, { url: "data:x" }], columns: 2 }), "es")).toBe(false);
    expect(showsContent(block("gallery", { images: [{ url: "/media/b.jpg" }] }), "es")).toBe(true);
  });

  it("video: no playable source; quote: no quotation (an author alone does not count)", () => {
    expect(showsContent(block("video", { url: "https://example.com/x", type: "youtube", title: "Obra" }), "es")).toBe(false);
    expect(showsContent(block("video", { url: "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ", type: "youtube" }), "es")).toBe(true);
    expect(showsContent(block("quote", { quote: "  ", author: "Ana", role: "Clienta" }), "es")).toBe(false);
    expect(showsContent(block("quote", { quote: "Perfecto" }), "es")).toBe(true);
  });

  it("two columns: both sides empty for the kind each shows (a text side's old image does not count)", () => {
    const base = defaultBlockContent("two_columns");
    expect(showsContent(block("two_columns", { ...base, leftContent: { text: "", imageUrl: "/media/c.jpg" } }), "es")).toBe(false);
    expect(showsContent(block("two_columns", { ...base, leftType: "image", leftContent: { imageUrl: "/media/c.jpg" } }), "es")).toBe(true);
    expect(showsContent(block("two_columns", { ...base, rightContent: { text: "<p>Derecha</p>" } }), "es")).toBe(true);
  });

  it("an unknown type is not empty: the renderer says it is not supported", () => {
    expect(showsContent(block("mapa", {}), "es")).toBe(true);
  });
});

describe("the public renderer and empty blocks", () => {
  const blocks = [
    { id: "1", type: "text", content: { text: "<p></p>" } },
    { id: "2", type: "quote", content: { quote: "Perfecto" } },
    { id: "3", type: "video", content: { url: "", type: "youtube" } },
    { id: "4", type: "gallery", content: { images: [] } },
    { id: "5", type: "two_columns", content: defaultBlockContent("two_columns") },
    { id: "6", type: "image", content: { url: "" } },
  ];

  it("keeps only the blocks that show something, in order", () => {
    expect(shownBlocks(blocks, "es").map((b) => b.id)).toEqual(["2"]);
  });

  it("draws nothing at all for an empty block, not even a placeholder", () => {
    const html = renderToStaticMarkup(createElement(BlockRenderer, { blocks, altBase: "Casa" }));
    expect([...html.matchAll(/data-block-type="([a-z_]+)"/g)].map((m) => m[1])).toEqual(["quote"]);
    expect(html).not.toMatch(/vazi|vací|empty/i);
  });
});
