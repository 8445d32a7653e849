import { describe, expect, it } from "vitest";
import { describeError } from "@/lib/errors";
import { accessMessages } from "@/auth/admin/messages";
import { setLocaleSource } from "@/i18n/current";
import { uiMessages } from "@/messages/ui";
import { SLUG_PATTERN, slugify } from "@/lib/slugify";
import { toEmbedUrl, vimeoId, youtubeId } from "@/lib/video-url";
import { phoneDigits, whatsappLink } from "@/lib/whatsapp";

describe("slugify (spec rule)", () => {
  it.each([
    ["Reforma Integral en Vigo", "reforma-integral-en-vigo"],
    ["  Cocinas & Baños — Pontevedra!  ", "cocinas-banos-pontevedra"],
    ["Ático  Dúplex Ñandú", "atico-duplex-nandu"],
    ["---", ""],
    ["Obra 2024 / Fase 2", "obra-2024-fase-2"],
  ])("%s → %s", (input, out) => {
    expect(slugify(input)).toBe(out);
  });
  it("produces slugs that match the admin pattern", () => {
    expect(SLUG_PATTERN.test(slugify("Casa de Piedra en Baiona"))).toBe(true);
    expect(SLUG_PATTERN.test("Mala Slug!")).toBe(false);
    expect(SLUG_PATTERN.test("doble--guion")).toBe(false);
  });
});

describe("chat links", () => {
  it("keeps digits only and strips leading zeros", () => {
    expect(phoneDigits("+34 986 123 456")).toBe("34986123456");
    expect(whatsappLink("0034 600-11-22-33", "Hola, ¿qué tal?")).toBe("https://wa.me/34600112233?text=Hola%2C%20%C2%BFqu%C3%A9%20tal%3F");
  });
});

describe("video links", () => {
  it("recognises YouTube watch, short, embed and shorts links", () => {
    const id = "dQw4w9WgXcQ";
    const forms = ["www.youtube.com/watch?v=%&t=10", "youtu.be/%?si=abc", "www.youtube.com/embed/%", "youtube.com/shorts/%"];
    for (const form of forms) expect(youtubeId(`https://${form.replace("%", id)}`), form).toBe(id);
    for (const link of ["https://www.youtube.com/watch?v=short", "https://evil.example/watch?v=dQw4w9WgXcQ"]) expect(youtubeId(link), link).toBeNull();
  });
  it("recognises Vimeo numeric ids", () => {
    expect(vimeoId("https://vimeo.com/123456789")).toBe("123456789");
    expect(vimeoId("https://player.vimeo.com/video/123456789")).toBe("123456789");
    expect(vimeoId("https://vimeo.com/channels/staff")).toBeNull();
  });
  it("converts valid links to embed addresses and refuses others", () => {
    expect(toEmbedUrl("https://youtu.be/dQw4w9WgXcQ", "youtube")).toBe("https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
    expect(toEmbedUrl("https://vimeo.com/76979871", "vimeo")).toBe("https://player.vimeo.com/video/76979871");
    expect(toEmbedUrl("not a url", "youtube")).toBeNull();
  });
});

describe("generic error handler", () => {
  const es = uiMessages.es;
  it.each([
    [new TypeError("Failed to fetch"), es.network],
    [new TypeError("Load failed"), es.network],
    [new TypeError("NetworkError when attempting to fetch resource."), es.network],
    [new Error("An unexpected response was received from the server."), es.unexpected],
    [new Error("Unauthorized"), es.unauthorized],
    [new Error("403 Forbidden"), es.forbidden],
    [new Error("Project not found"), es.notFound],
    [new Error("boom"), es.unexpected],
    [undefined, es.unexpected],
  ])("%s", (error, text) => {
    expect(describeError(error)).toBe(text);
  });

  it("answers in the page's language: the spec's own English wording in English", () => {
    try {
      setLocaleSource(() => "en");
      expect(describeError(new TypeError("Failed to fetch"))).toBe("Network connection failed. Please check your internet connection.");
      expect(describeError(new Error("Unauthorized"))).toBe("Please log in to continue.");
      expect(describeError(new Error("403 Forbidden"))).toBe("You do not have permission to perform this action.");
      expect(describeError(new Error("Project not found"))).toBe("The requested resource was not found.");
      expect(describeError(new Error("boom"))).toBe("An unexpected error occurred");
      setLocaleSource(() => "gl");
      expect(describeError(new Error("boom"))).toBe(uiMessages.gl.unexpected);
    } finally {
      setLocaleSource(() => undefined);
    }
  });

  it("recognises a refusal of requireRole in every language by its code", () => {
    for (const locale of ["es", "gl", "pt", "en"] as const) {
      expect(describeError(new Error(accessMessages[locale].unauthorized)), locale).toBe(uiMessages.es.unauthorized);
      expect(describeError(new Error(accessMessages[locale].forbidden)), locale).toBe(uiMessages.es.forbidden);
    }
  });
});
