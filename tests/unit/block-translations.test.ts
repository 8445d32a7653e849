import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { BlockRenderer } from "@/blocks/components/block-renderer";
import { draftOperations } from "@/blocks/editor/draft-operations";
import { blockTextSlots, localizeBlockContent } from "@/blocks/localize";
import { blockProgress } from "@/blocks/review";
import type { BlockTranslations } from "@/blocks/translations";
import { sanitizeBlockTranslations } from "@/blocks/sanitize";
import { blockRegistry } from "@/blocks/registry";
import { keepToContent, textAt, withTextAt } from "@/blocks/translations";
import { checkBlockTranslations, type DraftBlock } from "@/blocks/validation";
import { BLOCK_TYPES } from "@/db/schema";

const gallery = {
  images: [
    { url: "/media/a.webp", alt: "Cocina", caption: "Antes" },
    { url: "/media/b.webp", alt: "Baño", caption: "Después" },
  ],
  columns: 2,
  spacing: "medium",
};
const columns = {
  leftType: "text",
  rightType: "image",
  leftContent: { text: "<p>Izquierda</p>", imageCaption: "vieja" },
  rightContent: { text: "", imageUrl: "/media/c.webp", imageCaption: "Fachada" },
};

describe("each block type's translatable text fields", () => {
  it("are declared for every type: rich text, quotes, alt texts and captions, video texts, each column", () => {
    expect(Object.fromEntries(BLOCK_TYPES.map((type) => [type, blockRegistry[type].texts]))).toEqual({
      text: { text: "html" },
      image: { alt: "text", caption: "text" },
      gallery: { images: { key: "url", fields: { alt: "text", caption: "text" } } },
      video: { title: "text", description: "long" },
      quote: { quote: "long", author: "text", role: "text" },
      two_columns: {
        leftContent: { fields: { text: "html", imageCaption: "text" } },
        rightContent: { fields: { text: "html", imageCaption: "text" } },
      },
    });
  });
});

describe("localizeBlockContent: a filled translation wins, else the Spanish", () => {
  it("text: the translated HTML in its language, the Spanish in the others and where blank", () => {
    const content = { text: "<p>Hola</p>" };
    const translations = { gl: { text: "<p>Ola</p>" }, en: { text: "<p></p>" } };
    expect(localizeBlockContent("text", content, translations, "gl")).toEqual({ text: "<p>Ola</p>" });
    expect(localizeBlockContent("text", content, translations, "en")).toEqual({ text: "<p>Hola</p>" });
    expect(localizeBlockContent("text", content, translations, "es")).toBe(content);
    expect(localizeBlockContent("text", content, null, "gl")).toEqual(content);
    expect(localizeBlockContent("text", content, "rubbish", "gl")).toEqual(content);
  });

  it("quote, image and video: field by field; URLs and kinds stay the Spanish block's", () => {
    expect(localizeBlockContent("quote", { quote: "Perfecto", author: "Ana", role: "Clienta" }, { en: { quote: "Perfect", role: "  " } }, "en")).toEqual({
      quote: "Perfect",
      author: "Ana",
      role: "Clienta",
    });
    expect(
      localizeBlockContent("image", { url: "/media/a.webp", alt: "Cocina", caption: "" }, { gl: { caption: "Cociña", url: "https://evil.test/x.png" } }, "gl"),
    ).toEqual({ url: "/media/a.webp", alt: "Cocina", caption: "Cociña" });
    expect(
      localizeBlockContent(
        "video",
        { url: "https://www.youtube.com/embed/x", type: "youtube", title: "Obra", description: "Visita" },
        { en: { title: "Works" } },
        "en",
      ),
    ).toEqual({ url: "https://www.youtube.com/embed/x", type: "youtube", title: "Works", description: "Visita" });
  });

  it("gallery: each image's texts by its URL (order and removed images do not shift them)", () => {
    const translations = {
      gl: {
        images: [
          { url: "/media/b.webp", caption: "Despois" },
          { url: "/media/z.webp", caption: "Outra" },
        ],
      },
    };
    expect(localizeBlockContent("gallery", gallery, translations, "gl")).toEqual({
      ...gallery,
      images: [
        { url: "/media/a.webp", alt: "Cocina", caption: "Antes" },
        { url: "/media/b.webp", alt: "Baño", caption: "Despois" },
      ],
    });
  });

  it("two columns: each side's text and caption; the layout stays", () => {
    const translations = { en: { leftContent: { text: "<p>Left</p>" }, rightContent: { imageCaption: "Front" } } };
    expect(localizeBlockContent("two_columns", columns, translations, "en")).toEqual({
      ...columns,
      leftContent: { text: "<p>Left</p>", imageCaption: "vieja" },
      rightContent: { text: "", imageUrl: "/media/c.webp", imageCaption: "Front" },
    });
    expect(localizeBlockContent("nuevo", { a: "x" }, { gl: { a: "y" } }, "gl")).toEqual({ a: "x" });
  });
});

describe("sanitizeBlockTranslations: only the type's text fields, HTML cleaned", () => {
  it("drops unknown languages and fields, non-strings and blanks; cleans rich text", () => {
    const stored = {
      gl: { text: '<p onclick="x()">Ola<script>alert(1)</script></p>', url: "/x", extra: "y" },
      en: { text: "   " },
      pt: { text: "<p>Olá</p>" },
    };
    expect(sanitizeBlockTranslations("text", stored)).toEqual({ gl: { text: "<p>Ola</p>" } });
    expect(sanitizeBlockTranslations("quote", { en: { quote: " Perfect ", author: 3, role: ["x"] } })).toEqual({ en: { quote: "Perfect" } });
    expect(sanitizeBlockTranslations("nuevo", { gl: { a: "b" } })).toEqual({});
    for (const junk of [null, "x", 3, [], { gl: "x" }, { gl: [] }]) expect(sanitizeBlockTranslations("text", junk)).toEqual({});
  });

  it("gallery and two columns keep their shape: items need their URL, sides only their texts", () => {
    expect(
      sanitizeBlockTranslations("gallery", {
        gl: {
          images: [{ url: "/media/a.webp", alt: "Cociña", caption: "", columns: 4 }, { alt: "sen URL" }, { url: "/media/b.webp", caption: " " }, "x"],
          columns: 1,
        },
      }),
    ).toEqual({ gl: { images: [{ url: "/media/a.webp", alt: "Cociña" }] } });
    expect(
      sanitizeBlockTranslations("two_columns", {
        en: {
          leftContent: { text: "<p>Left<img src=x onerror=alert(1)></p>", imageUrl: "https://evil.test" },
          rightContent: { text: "<p></p>" },
          leftType: "image",
        },
      }),
    ).toEqual({ en: { leftContent: { text: "<p>Left</p>" } } });
  });
});

/** Per language, how many of a stored block's texts are missing (what the editor shows beside it). */
const blockMissing = (type: string, content: Record<string, unknown>, translations: BlockTranslations) => {
  const progress = blockProgress(type, content, translations, { content, translations });
  return { gl: progress.gl.missing, en: progress.en.missing };
};

describe("the editor's view of a block's texts", () => {
  it("lists the texts each block shows (two columns: each side's kind only) and counts the missing ones per language", () => {
    expect(blockTextSlots("two_columns", columns).map((s) => s.path)).toEqual([
      ["leftContent", "text"],
      ["rightContent", "imageCaption"],
    ]);
    expect(blockMissing("two_columns", columns, { gl: { leftContent: { text: "<p>Esquerda</p>" } } })).toEqual({ gl: 1, en: 2 });
    // Blank Spanish is not missing; an emptied rich text is.
    expect(blockMissing("quote", { quote: "Perfecto", author: "", role: "" }, { en: { quote: "Perfect" } })).toEqual({ gl: 1, en: 0 });
    expect(blockMissing("text", { text: "<p>Hola</p>" }, { gl: { text: "<p></p>" } })).toEqual({ gl: 1, en: 1 });
    expect(blockMissing("gallery", gallery, { en: { images: [{ url: "/media/a.webp", alt: "Kitchen", caption: "Before" }] } })).toEqual({ gl: 4, en: 2 });
  });

  it("counts a text to review while it is the stored translation and its Spanish changed, in the store or in the form", () => {
    const content = { quote: "Perfecto", author: "Ana", role: "" };
    const translations = { gl: { quote: "Perfecto!", author: "Ana" }, en: { quote: "Perfect" } };
    const stored = { content, translations, stale: { gl: ["quote"], en: [] } };
    expect(blockProgress("quote", content, translations, stored)).toEqual({ gl: { filled: 2, missing: 0, stale: 1 }, en: { filled: 1, missing: 1, stale: 0 } });
    // The Spanish edited in the form: its English now needs review too.
    expect(blockProgress("quote", { ...content, quote: "Excelente" }, translations, stored).en.stale).toBe(1);
    // The stale Galician edited in the form will be saved as current.
    expect(blockProgress("quote", content, { ...translations, gl: { quote: "Perfecto, di", author: "Ana" } }, stored).gl.stale).toBe(0);
    // A language with nothing in it has no content, whatever the Spanish.
    expect(blockProgress("quote", content, {}, { content, translations: {} }).gl).toEqual({ filled: 0, missing: 2, stale: 0 });
  });

  it("reads and writes one text by its path, a gallery image's by its URL", () => {
    const [alt] = blockTextSlots("gallery", gallery).filter((s) => s.path.at(-1) === "alt" && JSON.stringify(s.path).includes("b.webp"));
    const texts = withTextAt(withTextAt(undefined, alt.path, "Baño (gl)"), alt.path, "Baño novo");
    expect(texts).toEqual({ images: [{ url: "/media/b.webp", alt: "Baño novo" }] });
    expect(textAt(texts, alt.path)).toBe("Baño novo");
    expect(textAt(texts, ["images", { key: "url", value: "/media/a.webp", index: 0 }, "alt"])).toBe("");
  });

  it("keeps only the texts of images the gallery still has", () => {
    const translations = {
      gl: {
        images: [
          { url: "/media/a.webp", alt: "A" },
          { url: "/media/gone.webp", alt: "B" },
        ],
      },
      en: { images: [{ url: "/media/gone.webp", alt: "C" }] },
    };
    expect(keepToContent(blockRegistry.gallery.texts, translations, gallery)).toEqual({ gl: { images: [{ url: "/media/a.webp", alt: "A" }] } });
  });
});

describe("checkBlockTranslations: an action's input", () => {
  it("keeps the type's fields, drops blanks, unknown fields and empty languages; refuses what is not text", () => {
    expect(checkBlockTranslations("image", { gl: { alt: "Cociña", caption: " ", url: "/x" }, en: { caption: "" } })).toEqual({
      ok: true,
      translations: { gl: { alt: "Cociña" } },
    });
    expect(checkBlockTranslations("quote", { en: { quote: 42 } })).toMatchObject({ ok: false, fieldErrors: { "translations.en.quote": expect.any(String) } });
    expect(checkBlockTranslations("text", undefined)).toEqual({ ok: true, translations: {} });
  });
});

describe("create mode's blocks and their translations", () => {
  it("keeps a draft block's translations only when the create form sends them (translatable)", () => {
    for (const translatable of [false, true]) {
      let blocks: DraftBlock[] = [];
      const ops = () => draftOperations(blocks, (next) => (blocks = next), translatable);
      ops().create("text", { text: "<p>Hola</p>" }, { en: { text: "<p>Hello</p>" } });
      expect(ops().blocks![0].translations).toEqual(translatable ? { en: { text: "<p>Hello</p>" } } : {});
      const key = blocks[0].key;
      expect(ops().translatable).toBe(translatable);
      ops().save(key, { text: "<p>Hola</p>" }, { gl: { text: "<p>Ola</p>" } });
      expect(blocks[0].content).toEqual({ text: "<p>Hola</p>" });
      expect(ops().blocks![0].translations).toEqual(translatable ? { gl: { text: "<p>Ola</p>" } } : {});
    }
  });
});

describe("BlockRenderer in the visitor's language", () => {
  const blocks = [
    { id: "1", type: "text", content: { text: "<p>Una casa</p>" }, translations: { gl: { text: "<p>Unha casa</p>" } } },
    { id: "2", type: "quote", content: { quote: "Perfecto", author: "Ana", role: "Clienta" }, translations: { en: { quote: "Perfect" } } },
    { id: "3", type: "image", content: { url: "/media/a.webp", alt: "", caption: "" } },
  ];
  const render = (locale: "es" | "gl" | "en") => renderToStaticMarkup(createElement(BlockRenderer, { blocks, altBase: "Casa", locale }));

  it("draws each block's translated texts, the Spanish where there is none, and generated texts in the language", () => {
    const gl = render("gl");
    expect(gl).toContain("<p>Unha casa</p>");
    expect(gl).toContain("Perfecto");
    expect(gl).toContain('alt="Casa – imaxe 1"');
    expect(gl).not.toContain("Una casa");

    const en = render("en");
    expect(en).toContain("<p>Una casa</p>");
    expect(en).toContain("Perfect");
    expect(en).not.toContain("Perfecto");
    expect(en).toContain('alt="Casa – image 1"');

    const es = render("es");
    expect(es).toContain("<p>Una casa</p>");
    expect(es).toContain("Perfecto");
    expect(es).toContain('alt="Casa – imagen 1"');
  });
});
