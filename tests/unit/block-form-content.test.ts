import { describe, expect, it } from "vitest";
import { BLOCK_FORM_FIELDS, contentFromForm, formFieldOfError, plainTextToHtml } from "@/blocks/form-content";
import { checkNewBlockContent } from "@/blocks/validation";
import { blockValidationMessages } from "@/blocks/messages";

const v = blockValidationMessages.es;

describe("the add-a-block form without JavaScript", () => {
  it("turns typed text into the editor's paragraphs, escaped, line breaks kept", () => {
    expect(plainTextToHtml("Primera línea\r\nsegunda\n\n  <b>Otro</b> párrafo & más  \n\n\n")).toBe(
      "<p>Primera línea<br>segunda</p><p>&lt;b&gt;Otro&lt;/b&gt; párrafo &amp; más</p>",
    );
    expect(plainTextToHtml(" \n \n")).toBe("");
  });

  it("makes each type's content from its fields, which pass the type's own rules", () => {
    const cases = [
      ["text", { text: "Hola" }],
      ["image", { url: "/media/a.jpg", caption: "Salón", alt: "" }],
      ["gallery", { images: "/media/a.jpg\n\n /media/b.jpg ", columns: "2", spacing: "large" }],
      ["video", { url: "https://youtu.be/dQw4w9WgXcQ", type: "youtube", title: "Obra", description: "" }],
      ["quote", { quote: "Perfecto", author: "Ana", role: "" }],
      ["two_columns", { leftType: "text", leftText: "Izquierda", rightType: "image", rightImageUrl: "/media/c.jpg", rightImageCaption: "Cocina" }],
    ] as const;
    for (const [type, values] of cases) {
      const checked = checkNewBlockContent(type, contentFromForm(type, values));
      expect(checked.ok, `${type}: ${JSON.stringify(checked)}`).toBe(true);
    }
    expect(contentFromForm("gallery", { images: "/media/a.jpg\n\n /media/b.jpg ", columns: "2", spacing: "large" })).toEqual({
      images: [
        { url: "/media/a.jpg", alt: "", caption: "" },
        { url: "/media/b.jpg", alt: "", caption: "" },
      ],
      columns: "2",
      spacing: "large",
    });
    expect(contentFromForm("two_columns", { leftType: "image", leftImageUrl: "/media/c.jpg", rightText: "Derecha" })).toEqual({
      leftType: "image",
      rightType: "text",
      leftContent: { text: "", imageUrl: "/media/c.jpg", imageCaption: "" },
      rightContent: { text: "<p>Derecha</p>" },
    });
  });

  it("puts each refusal under the field it is about, or above the form", () => {
    expect(checkNewBlockContent("text", contentFromForm("text", { text: "  " }))).toMatchObject({ fieldErrors: { _: v.emptyBlock } });
    expect(formFieldOfError("text", "_")).toBeNull();
    expect(formFieldOfError("gallery", "images.1.url")).toBe("images");
    expect(formFieldOfError("two_columns", "rightContent.imageUrl")).toBe("rightImageUrl");
    expect(formFieldOfError("quote", "quote")).toBe("quote");
    for (const [type, names] of Object.entries(BLOCK_FORM_FIELDS)) for (const name of names) expect(formFieldOfError(type as "text", name)).toBe(name);
  });
});
