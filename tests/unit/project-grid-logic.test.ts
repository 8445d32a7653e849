import { describe, expect, it } from "vitest";
import { landingHref } from "@/landing/paging";
import { countPhrase, isPlainClick, positionKey } from "@/landing/components/project-grid-logic";
import { landingMessages } from "@/landing/messages";

describe("the projects section's position in an address", () => {
  it("is the filter and page the server reads, whatever else the address carries", () => {
    expect(positionKey("")).toBe(positionKey("?pagina=1"));
    expect(positionKey("?categoria=banos")).toBe(positionKey("?pagina=1&categoria=banos&utm=x"));
    expect(positionKey("?categoria=banos")).not.toBe(positionKey(""));
    expect(positionKey("?categoria=banos")).not.toBe(positionKey("?categoria=banos&pagina=2"));
  });

  it("matches the links the server draws, in every language", () => {
    const search = (href: string) => new URL(href, "http://x").search;
    expect(positionKey(search(landingHref("gl", { categoria: "cocinas", pagina: 1 })))).toBe(positionKey("?categoria=cocinas"));
    expect(positionKey(search(landingHref("es", { categoria: null, pagina: 2 })))).toBe(positionKey("?pagina=2"));
    expect(positionKey(search(landingHref("en", { categoria: null, pagina: 1 })))).toBe(positionKey(""));
  });
});

describe("the 'Ver más' announcement", () => {
  it("picks the language's plural form for the count", () => {
    expect(countPhrase("es", 12, landingMessages.es.loaded)).toBe("12 proyectos más cargados.");
    expect(countPhrase("es", 1, landingMessages.es.loaded)).toBe("1 proyecto más cargado.");
    expect(countPhrase("gl", 1, landingMessages.gl.loaded)).toBe("Cargouse 1 proxecto máis.");
    expect(countPhrase("gl", 5, landingMessages.gl.loaded)).toBe("Cargáronse 5 proxectos máis.");
    expect(countPhrase("en", 3, landingMessages.en.loaded)).toBe("3 more projects loaded.");
  });

  it("falls back to Spanish rules for a missing or broken language tag", () => {
    expect(countPhrase("", 1, landingMessages.es.loaded)).toBe("1 proyecto más cargado.");
    expect(countPhrase("not a tag!", 2, landingMessages.es.loaded)).toBe("2 proyectos más cargados.");
  });
});

describe("which clicks the section takes over", () => {
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false };
  it("a plain left click only: a new tab, a new window or a handled click stays the browser's", () => {
    expect(isPlainClick(click)).toBe(true);
    for (const other of [{ button: 1 }, { metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { altKey: true }, { defaultPrevented: true }]) {
      expect(isPlainClick({ ...click, ...other }), JSON.stringify(other)).toBe(false);
    }
  });
});
