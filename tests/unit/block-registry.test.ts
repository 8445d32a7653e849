import { describe, expect, it } from "vitest";
import { BLOCK_TYPES } from "@/db/schema";
import { blockEditorMessages } from "@/blocks/admin/messages";
import { typeName } from "@/blocks/admin/type-labels";
import { blockValidationMessages } from "@/blocks/messages";
import { blockDefinition, blockImageUrls, blockRegistry } from "@/blocks/registry";
import { checkBlockContent, defaultBlockContent } from "@/blocks/validation";

describe("the block registry", () => {
  it("defines every stored block type, and nothing for another", () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...BLOCK_TYPES].sort());
    expect(blockDefinition("nuevo")).toBeUndefined();
    expect(blockDefinition("constructor")).toBeUndefined();
    expect(typeName(blockEditorMessages.pt, "two_columns")).toBe("Duas Colunas");
    expect(typeName(blockEditorMessages.es, "two_columns")).toBe("Dos columnas");
    expect(typeName(blockEditorMessages.es, "nuevo")).toBe("nuevo");
    expect(typeName(blockEditorMessages.es, "constructor")).toBe("constructor");
  });

  it("a new block of each type is empty, and each type's defaults are a fresh object", () => {
    for (const type of BLOCK_TYPES) {
      expect(blockRegistry[type].isEmpty(defaultBlockContent(type)), type).toBe(true);
      expect(defaultBlockContent(type)).not.toBe(defaultBlockContent(type));
    }
  });

  it("lists the image URLs each type refers to (for the server to resolve), and none for the others", () => {
    expect(blockImageUrls("image", { url: "/media/a.jpg" })).toEqual(["/media/a.jpg"]);
    expect(blockImageUrls("gallery", { images: [{ url: "/media/b.jpg" }, { url: "" }, null, "x", { url: 3 }] })).toEqual(["/media/b.jpg"]);
    expect(blockImageUrls("two_columns", { leftContent: { imageUrl: "/media/c.jpg" }, rightContent: null })).toEqual(["/media/c.jpg"]);
    expect(blockImageUrls("video", { url: "/media/v.mp4" })).toEqual([]);
    expect(blockImageUrls("text", { text: "<p>x</p>" })).toEqual([]);
    expect(blockImageUrls("nuevo", { url: "/media/a.jpg" })).toEqual([]);
  });

  it("checks content by its type's rules and keeps an unknown type's content as stored", () => {
    expect(checkBlockContent("quote", { quote: "  " })).toMatchObject({ ok: false, error: blockValidationMessages.es.quoteRequired });
    expect(checkBlockContent("nuevo", { a: 1 })).toEqual({ ok: true, content: { a: 1 } });
  });
});
