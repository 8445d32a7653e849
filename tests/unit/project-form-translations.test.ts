import { describe, expect, it } from "vitest";
import { fieldStatus, noStaleFields, type StaleFields } from "@/i18n/freshness-status";
import { fieldInForm, htmlText, spanishPreview, translationFormValues, translationProgress, type TranslatedField } from "@/projects/form-translations";
import type { ProjectTranslationValues } from "@/projects/validation";
import { materialRows, projectTranslation as texts } from "../integration/support/forms";

const spanish = texts({
  title: "Cocina en Vigo",
  longDescription: "<p>Una cocina <strong>luminosa</strong> &amp; abierta.</p><p>Con isla.</p>",
  features: ["Isla", "Suelo radiante"],
  materials: materialRows(["Encimera", "Granito"], ["Suelo", "Roble"]),
});

type Languages = { gl: ProjectTranslationValues; en: ProjectTranslationValues };
/** The form as loaded, unedited: what is typed is what is stored. */
const loaded = (es: ProjectTranslationValues, translations: Languages, stale: StaleFields = noStaleFields()) => {
  const values = { ...es, translations };
  return { now: values, stored: values, stale };
};
const missingCounts = (es: ProjectTranslationValues, translations: Languages) => {
  const progress = translationProgress(loaded(es, translations));
  return { gl: progress.gl.missing, en: progress.en.missing };
};
const isMissing = (field: TranslatedField, es: ProjectTranslationValues, translation: ProjectTranslationValues) =>
  fieldStatus(fieldInForm(field, "gl", loaded(es, { gl: translation, en: texts({}) }))).missing;

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

  it("counts the fields to review: stored stale and unedited, or unedited while their Spanish is edited in the form", () => {
    const translations = { gl: texts({ title: "Cociña en Vigo", features: ["Illa"] }), en: texts({ title: "Kitchen in Vigo" }) };
    const form = loaded(spanish, translations, { gl: ["features"], en: [] });
    expect(translationProgress(form)).toMatchObject({ gl: { filled: 2, stale: 1 }, en: { filled: 1, stale: 0 } });
    // The Spanish title edited: both translated titles need review before a save.
    const retitled = { ...form, now: { ...form.now, title: "Cocina en Pontevedra" } };
    expect(translationProgress(retitled)).toMatchObject({ gl: { stale: 2 }, en: { stale: 1 } });
    // Editing the stale Galician features makes them current once saved.
    const edited = { ...form, now: { ...form.now, translations: { ...translations, gl: texts({ title: "Cociña en Vigo", features: ["Illa central"] }) } } };
    expect(translationProgress(edited).gl.stale).toBe(0);
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
