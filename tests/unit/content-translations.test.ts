import { describe, expect, it } from "vitest";
import { z } from "zod";
import { translationsSchema } from "@/i18n/content-schema";
import { compactTranslations, isFilled, localizeTexts, missingFields, PROJECT_TEXT_FIELDS, readTranslations, type Translations } from "@/i18n/content";

describe("translatable content", () => {
  const spanish = { title: "Reforma de baño", description: "Baño completo", features: ["Ducha"] };

  it("shows each filled translation and the Spanish for the rest", () => {
    const translations = { gl: { title: "Reforma de baño en galego", description: "  ", features: [] } };
    expect(localizeTexts(spanish, translations, "gl")).toEqual({ ...spanish, title: "Reforma de baño en galego" });
    expect(localizeTexts(spanish, translations, "en")).toBe(spanish);
    expect(localizeTexts(spanish, translations, "es")).toBe(spanish);
    expect(localizeTexts(spanish, null, "en")).toBe(spanish);
  });

  it("names the fields filled in Spanish and missing in a language", () => {
    expect(missingFields(spanish, { en: { title: "Bathroom", features: [""] } }, "en")).toEqual(["description", "features"]);
    const noDescription: typeof spanish = { ...spanish, description: "" };
    expect(missingFields(noDescription, { gl: { title: "Baño" } }, "gl")).toEqual(["features"]);
  });

  it("reads stored translations defensively", () => {
    const stored = {
      gl: { title: "Título", features: ["A", 3, "B"], materials: [["Chan", "Carballo"], ["roto"]], keywords: "no", other: "x" },
      en: "not an object",
      pt: { title: "ignored" },
    };
    expect(readTranslations(PROJECT_TEXT_FIELDS, stored)).toEqual({
      gl: { title: "Título", features: ["A", "B"], materials: [["Chan", "Carballo"]] },
    });
    expect(readTranslations(PROJECT_TEXT_FIELDS, "[]")).toEqual({});
  });

  it("stores only what says something", () => {
    const translations: Translations<typeof spanish> = { gl: { title: " ", description: "Algo" }, en: { features: ["", " "] } };
    expect(compactTranslations(translations)).toEqual({ gl: { description: "Algo" } });
    expect(isFilled([["", "x"]])).toBe(true);
    expect(isFilled(0)).toBe(false);
  });
});

describe("translationsSchema", () => {
  const schema = translationsSchema({ title: z.string().trim().max(10), features: z.array(z.string().trim()).max(3) });

  it("accepts blank fields and drops them, with other languages and unknown keys", () => {
    expect(schema.parse({ gl: { title: "  Casa ", features: [] }, en: { title: "" }, pt: { title: "x" } })).toEqual({ gl: { title: "Casa" } });
    expect(schema.optional().parse(undefined)).toBeUndefined();
    expect(schema.safeParse(undefined).success).toBe(false);
  });

  it("holds each field to the Spanish field's limits", () => {
    expect(schema.safeParse({ en: { title: "x".repeat(11) } }).success).toBe(false);
    expect(schema.safeParse({ gl: { features: ["a", "b", "c", "d"] } }).success).toBe(false);
  });
});
