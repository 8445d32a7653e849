import { describe, expect, it } from "vitest";
import { htmlText, isMissing, missingCounts, spanishPreview, translationFormValues } from "@/projects/admin/translations";
import { emptyProjectTranslation, type ProjectTranslationValues } from "@/projects/validation";

const texts = (values: Partial<ProjectTranslationValues>): ProjectTranslationValues => ({ ...emptyProjectTranslation, ...values });

const spanish = texts({
  title: "Cocina en Vigo",
  longDescription: "<p>Una cocina <strong>luminosa</strong> &amp; abierta.</p><p>Con isla.</p>",
  features: ["Isla", "Suelo radiante"],
  materials: [
    { name: "Encimera", specification: "Granito" },
    { name: "Suelo", specification: "Roble" },
  ],
});

describe("the project form's translations", () => {
  it("counts per language the fields filled in Spanish that the translation lacks", () => {
    const counts = missingCounts(spanish, {
      // An emptied editor and a half-typed material translate nothing.
      gl: texts({ title: "Cociña en Vigo", longDescription: "<p></p>", materials: [{ name: "Chan", specification: " " }] }),
      en: texts({ title: "Kitchen", longDescription: "<p>A bright kitchen.</p>", features: ["Island"], materials: [{ name: "Floor", specification: "Oak" }] }),
    });
    expect(counts).toEqual({ gl: 3, en: 0 });
    // A field blank in Spanish is not missing in a translation.
    expect(missingCounts(texts({}), { gl: texts({}), en: texts({ title: "Only English" }) })).toEqual({ gl: 0, en: 0 });
    expect(isMissing("title", spanish, texts({ title: "  " }))).toBe(true);
    expect(isMissing("description", spanish, texts({}))).toBe(false);
  });

  it("shows the Spanish under a translated field: the editor's text, lists joined, long texts cut", () => {
    expect(htmlText(spanish.longDescription)).toBe("Una cocina luminosa & abierta. Con isla.");
    expect(spanishPreview("longDescription", spanish)).toBe("Una cocina luminosa & abierta. Con isla.");
    expect(spanishPreview("features", spanish)).toBe("Isla, Suelo radiante");
    expect(spanishPreview("materials", spanish)).toBe("Encimera: Granito; Suelo: Roble");
    const long = spanishPreview("description", texts({ description: "palabra ".repeat(100) }));
    expect(long.length).toBeLessThanOrEqual(240);
    expect(long.endsWith("…")).toBe(true);
  });

  it("gives the form every language whole, materials as rows", () => {
    expect(translationFormValues({ gl: { title: "Casa", materials: [["Chan", "Carballo"]] } })).toEqual({
      gl: texts({ title: "Casa", materials: [{ name: "Chan", specification: "Carballo" }] }),
      en: texts({}),
    });
  });
});
