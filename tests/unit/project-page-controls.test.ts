import { describe, expect, it } from "vitest";
import { clampSplit, DEFAULT_SPLIT, splitAt, splitForKey } from "@/projects/components/before-after-split";
import { fillMessage } from "@/projects/components/message-template";
import { projectMessages } from "@/projects/messages";
import { tabForKey } from "@/projects/components/tab-keys";
import { PUBLIC_LOCALES } from "@/i18n/locales";

const none = { altKey: false, ctrlKey: false, metaKey: false, shiftKey: false };

describe("the project tabs' keys (WAI-ARIA tabs, horizontal)", () => {
  it("Left and Right move to the previous and next tab, wrapping at both ends", () => {
    expect(tabForKey("ArrowRight", 0, 5, none)).toBe(1);
    expect(tabForKey("ArrowRight", 4, 5, none)).toBe(0);
    expect(tabForKey("ArrowLeft", 2, 5, none)).toBe(1);
    expect(tabForKey("ArrowLeft", 0, 5, none)).toBe(4);
  });

  it("Home and End go to the first and last tab", () => {
    expect(tabForKey("Home", 3, 5, none)).toBe(0);
    expect(tabForKey("End", 1, 5, none)).toBe(4);
  });

  it("leaves other keys and the browser's shortcuts alone", () => {
    for (const key of ["ArrowUp", "ArrowDown", "Enter", "Tab", "a"]) expect(tabForKey(key, 1, 5, none), key).toBeNull();
    for (const modifier of ["altKey", "ctrlKey", "metaKey", "shiftKey"] as const)
      expect(tabForKey("ArrowRight", 1, 5, { ...none, [modifier]: true }), modifier).toBeNull();
    expect(tabForKey("ArrowRight", 0, 0, none)).toBeNull();
  });
});

describe("the before/after split", () => {
  it("starts at 50 and stays a whole number from 0 to 100", () => {
    expect(DEFAULT_SPLIT).toBe(50);
    expect(clampSplit(-3)).toBe(0);
    expect(clampSplit(120)).toBe(100);
    expect(clampSplit(33.6)).toBe(34);
  });

  it("moves by 1 with the arrows, 10 with Page Up/Down, to the ends with Home/End, and never past them", () => {
    expect(splitForKey("ArrowRight", 50)).toBe(51);
    expect(splitForKey("ArrowUp", 50)).toBe(51);
    expect(splitForKey("ArrowLeft", 50)).toBe(49);
    expect(splitForKey("ArrowDown", 50)).toBe(49);
    expect(splitForKey("PageUp", 49)).toBe(59);
    expect(splitForKey("PageDown", 59)).toBe(49);
    expect(splitForKey("PageUp", 95)).toBe(100);
    expect(splitForKey("ArrowLeft", 0)).toBe(0);
    expect(splitForKey("Home", 42)).toBe(0);
    expect(splitForKey("End", 42)).toBe(100);
    expect(splitForKey("Enter", 42)).toBeNull();
  });

  it("follows the pointer across the picture, clamped at its edges", () => {
    expect(splitAt(150, 100, 200)).toBe(25);
    expect(splitAt(50, 100, 200)).toBe(0);
    expect(splitAt(400, 100, 200)).toBe(100);
    expect(splitAt(150, 100, 0)).toBeNull();
  });
});

describe("wording the page's script fills in", () => {
  it("fills named placeholders and leaves unknown ones in place", () => {
    expect(fillMessage("{n} / {total}", { n: 2, total: 7 })).toBe("2 / 7");
    expect(fillMessage("Ver a pantalla completa: {alt}", { alt: "Cocina – imagen 2" })).toBe("Ver a pantalla completa: Cocina – imagen 2");
    expect(fillMessage("{n} de {total}", { n: 1 })).toBe("1 de {total}");
  });

  it("the served templates give the catalogue's own sentences in every language", () => {
    for (const locale of PUBLIC_LOCALES) {
      const m = projectMessages[locale];
      expect(fillMessage(m.gallery.counter("{n}", "{total}"), { n: 3, total: 9 }), locale).toBe(m.gallery.counter(3, 9));
      expect(fillMessage(m.beforeAfter.position("{n}", "{total}"), { n: 2, total: 4 }), locale).toBe(m.beforeAfter.position(2, 4));
      expect(fillMessage(m.beforeAfter.valueText("{before}", "{after}"), { before: 30, after: 70 }), locale).toBe(m.beforeAfter.valueText(30, 70));
    }
  });
});
