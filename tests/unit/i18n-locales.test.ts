import { describe, expect, it } from "vitest";
import { formatMonth, formatNumber, plural } from "@/i18n/format";
import { isLocale, localeOfPath, localizedPath } from "@/i18n/locales";

describe("public paths per language", () => {
  it("keeps Spanish at today's addresses and prefixes Galician and English", () => {
    expect(localizedPath("es", "/projeto/casa-vigo")).toBe("/projeto/casa-vigo");
    expect(localizedPath("gl", "/projeto/casa-vigo")).toBe("/gl/projeto/casa-vigo");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("gl", "/?categoria=cocinas#projects")).toBe("/gl?categoria=cocinas#projects");
    expect(localizedPath("en", "/buscar?q=baño")).toBe("/en/buscar?q=baño");
    expect(() => localizedPath("gl", "projeto/x")).toThrow();
  });

  it("reads the language back from a path, and only a whole first segment counts", () => {
    expect(localeOfPath("/gl/projeto/casa-vigo")).toEqual({ locale: "gl", path: "/projeto/casa-vigo" });
    expect(localeOfPath("/en")).toEqual({ locale: "en", path: "/" });
    expect(localeOfPath("/en?pagina=2")).toEqual({ locale: "en", path: "/?pagina=2" });
    expect(localeOfPath("/projeto/english-house")).toEqual({ locale: "es", path: "/projeto/english-house" });
    expect(localeOfPath("/engl")).toEqual({ locale: "es", path: "/engl" });
    // Portuguese is an admin language only, and /es is not an address of the Spanish site.
    expect(localeOfPath("/pt/projeto/x")).toEqual({ locale: "es", path: "/pt/projeto/x" });
    expect(localeOfPath("/es/projeto/x")).toEqual({ locale: "es", path: "/es/projeto/x" });
  });

  it("round-trips every public path through each language", () => {
    for (const path of ["/", "/projeto/a-b", "/politica-de-privacidade", "/buscar?q=x"]) {
      for (const locale of ["es", "gl", "en"] as const) expect(localeOfPath(localizedPath(locale, path))).toEqual({ locale, path });
    }
  });

  it("knows the four admin languages", () => {
    expect(["es", "gl", "pt", "en", "fr", "", null].map(isLocale)).toEqual([true, true, true, true, false, false, false]);
  });
});

describe("counted phrases and numbers", () => {
  it("picks the plural form of each language and writes the number its way", () => {
    const images = { one: "# imagen", other: "# imágenes" };
    expect(plural("es", 1, images)).toBe("1 imagen");
    expect(plural("es", 0, images)).toBe("0 imágenes");
    expect(plural("es", 12345, images)).toBe("12.345 imágenes");
    expect(plural("en", 12345, { one: "# image", other: "# images" })).toBe("12,345 images");
    expect(plural("pt", 0, { one: "# imagem", other: "# imagens", zero: "Nenhuma imagem" })).toBe("Nenhuma imagem");
    expect(formatNumber("gl", 1500)).toMatch(/^1.?500$/);
  });

  it("names a month in each language, whatever the server's time zone", () => {
    expect(formatMonth("es", "2026-11")).toBe("Noviembre de 2026");
    expect(formatMonth("gl", "2026-01")).toBe("Xaneiro de 2026");
    expect(formatMonth("pt", "2026-03")).toBe("Março de 2026");
    expect(formatMonth("en", "2025-12")).toBe("December 2025");
  });
});
