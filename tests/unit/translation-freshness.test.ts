import { describe, expect, it } from "vitest";
import { blockTexts } from "@/blocks/freshness";
import { PROJECT_TEXT_FIELDS } from "@/i18n/content";
import {
  flatText,
  flattenFields,
  freshnessAfterConfirm,
  freshnessAfterWrite,
  sourceHash,
  staleFields,
  withoutStaleFacts,
  type StoredRowTexts,
} from "@/i18n/freshness";
import { FACT_FIELDS, languageState, needsReview, sameText } from "@/i18n/freshness-status";
import { settingsTexts } from "@/settings/freshness";

/** The rules of translation freshness (src/i18n/freshness.ts), on plain rows. */

const row = (spanish: Record<string, string>, translations: StoredRowTexts["translations"]) => ({ spanish, translations });

describe("what a write records", () => {
  const before: StoredRowTexts = {
    ...row({ title: "Casa", hours: "9-14" }, { gl: { title: "Casa", hours: "9-14 h" }, en: { hours: "9am-2pm" } }),
    sources: { gl: { title: sourceHash("Casa"), hours: sourceHash("9-14") }, en: { hours: sourceHash("9-14") } },
  };

  it("keeps an unchanged translation's source, so a Spanish edit leaves it stale", () => {
    const after = freshnessAfterWrite(before, row({ title: "Casa", hours: "10-13" }, before.translations));
    expect(after.translationSources).toEqual(before.sources);
    expect(after.staleLocales).toEqual(["gl", "en"]);
    expect(staleFields({ ...row({ title: "Casa", hours: "10-13" }, before.translations), sources: after.translationSources })).toEqual({
      gl: ["hours"],
      en: ["hours"],
    });
  });

  it("records a changed or new translation as made from the Spanish being saved", () => {
    const after = freshnessAfterWrite(before, row({ title: "Casa", hours: "10-13" }, { gl: { title: "Casa", hours: "10-13 h" }, en: { hours: "9am-2pm" } }));
    expect(after.translationSources.gl).toEqual({ title: sourceHash("Casa"), hours: sourceHash("10-13") });
    expect(after.staleLocales).toEqual(["en"]);
    // A new row: everything current; an emptied translation takes its source with it.
    expect(freshnessAfterWrite(null, before).staleLocales).toEqual([]);
    expect(freshnessAfterWrite(before, row(before.spanish, { gl: { title: "Casa" } })).translationSources).toEqual({ gl: { title: sourceHash("Casa") } });
  });

  it("counts a translation with no source recorded as made from the Spanish stored until now", () => {
    const legacy: StoredRowTexts = { ...row({ title: "Casa" }, { gl: { title: "Casa" } }), sources: {} };
    expect(staleFields(legacy)).toEqual({ gl: [], en: [] });
    expect(freshnessAfterWrite(legacy, legacy)).toEqual({ translationSources: { gl: { title: sourceHash("Casa") } }, staleLocales: [] });
    expect(freshnessAfterWrite(legacy, row({ title: "Casa nueva" }, legacy.translations)).staleLocales).toEqual(["gl"]);
  });

  it("'Confirmar' records the Spanish as it stands for one language only", () => {
    const stale = { ...row({ title: "Casa", hours: "10-13" }, before.translations), sources: before.sources };
    const confirmed = freshnessAfterConfirm(stale, "gl");
    expect(confirmed.staleLocales).toEqual(["en"]);
    expect(confirmed.translationSources.en).toEqual(before.sources.en);
    expect(freshnessAfterConfirm({ ...stale, sources: confirmed.translationSources }, "en").staleLocales).toEqual([]);
  });
});

describe("texts as compared", () => {
  it("trims texts and keeps lists' and pairs' order and non-blank items", () => {
    expect(flatText("  9-14 ")).toBe("9-14");
    expect(flatText(["Isla", " ", "Suelo"])).toBe(JSON.stringify(["Isla", "Suelo"]));
    expect(flatText(["Suelo", "Isla"])).not.toBe(flatText(["Isla", "Suelo"]));
    expect(flatText([])).toBe("");
    expect(flattenFields(PROJECT_TEXT_FIELDS, { title: "Casa", materials: [["Suelo", "Roble"]], features: [] })).toEqual({
      title: "Casa",
      materials: JSON.stringify([["Suelo", "Roble"]]),
    });
  });

  it("reads a quick link's Spanish as its name and address, and a gallery's texts by picture", () => {
    const settings = (href: string) =>
      settingsTexts({ quickLinksList: [{ name: "Contacto", href }], translations: { gl: { quickLinkNames: ["Contacto"] } } }).spanish.quickLinkNames;
    expect(settings("/#contact")).not.toBe(settings("/#projects"));
    const gallery = blockTexts({
      blockType: "gallery",
      content: { images: [{ url: "/media/a.jpg", alt: "", caption: "Antes" }] },
      translations: { gl: { images: [{ url: "/media/a.jpg", caption: "Antes (gl)" }] } },
    });
    expect(gallery.spanish).toEqual({ "images/url[/media/a.jpg]/caption": "Antes" });
    expect(gallery.translations).toEqual({ gl: { "images/url[/media/a.jpg]/caption": "Antes (gl)" } });
  });
});

describe("what visitors read", () => {
  it("drops only the stale facts: the page shows the Spanish for them, the old translation for prose", () => {
    const translations = { gl: { workingHoursSaturday: "Sábados 9-14 h", companyDescription: "Empresa galega" } };
    const stale = { gl: ["workingHoursSaturday", "companyDescription"], en: [] };
    expect(withoutStaleFacts(translations, stale, FACT_FIELDS.settings)).toEqual({ gl: { companyDescription: "Empresa galega" } });
    expect(withoutStaleFacts(translations, { gl: [], en: [] }, FACT_FIELDS.settings)).toEqual(translations);
  });
});

describe("a language's status in the forms", () => {
  it("says no content, to review, missing or translated, in that order", () => {
    expect(languageState({ filled: 0, missing: 3, stale: 0 })).toBe("empty");
    expect(languageState({ filled: 0, missing: 0, stale: 0 })).toBe("empty");
    expect(languageState({ filled: 2, missing: 1, stale: 1 })).toBe("stale");
    expect(languageState({ filled: 2, missing: 1, stale: 0 })).toBe("partial");
    expect(languageState({ filled: 2, missing: 0, stale: 0 })).toBe("current");
  });

  it("marks a field for review while it is the stored translation and its Spanish changed, in the store or the form", () => {
    const field = { storedStale: false, spanish: "9-14", storedSpanish: "9-14", translation: "9-14 h", storedTranslation: "9-14 h" };
    expect(needsReview(field)).toBe(false);
    expect(needsReview({ ...field, spanish: "10-13" })).toBe(true);
    expect(needsReview({ ...field, storedStale: true })).toBe(true);
    // Retyped: saved as current. Emptied: missing, not stale.
    expect(needsReview({ ...field, storedStale: true, translation: "10-13 h" })).toBe(false);
    expect(needsReview({ ...field, spanish: "10-13", translation: "" })).toBe(false);
    // Compared as stored: spaces around a text and blank list rows do not count.
    expect(needsReview({ ...field, spanish: " 9-14 " })).toBe(false);
    expect(sameText(["Isla", ""], ["Isla"])).toBe(true);
    expect(
      sameText(
        [
          { name: "Suelo", specification: "Roble" },
          { name: "", specification: "" },
        ],
        [{ name: "Suelo", specification: "Roble" }],
      ),
    ).toBe(true);
  });
});
