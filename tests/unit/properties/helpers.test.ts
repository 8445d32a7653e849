import fc from "fast-check";
import "./seed";
import { describe, expect, it } from "vitest";
import { formatDate } from "@/lib/dates";
import { SLUG_PATTERN, slugify } from "@/lib/slugify";
import { toEmbedUrl, vimeoId, youtubeId } from "@/lib/video-url";
import { phoneDigits, whatsappLink } from "@/lib/whatsapp";

// Lone surrogates included: text pasted from broken sources reaches links and slugs too.
const anyText = fc.oneof(fc.string(), fc.string({ unit: "grapheme" }), fc.string({ unit: "binary" }), fc.constantFrom("\uD800", "a\uDC00b"));

describe("slug generation", () => {
  it("always yields a valid slug or nothing, and is idempotent", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text);
        expect(slug === "" || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });

  it("keeps every ASCII letter and digit, lowercased, in order", () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const kept = text.toLowerCase().replace(/[^a-z0-9]/g, "");
        expect(slugify(text).replaceAll("-", "").includes(kept)).toBe(true);
      }),
    );
  });

  it("removes Spanish and Galician accents instead of dropping the letter", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom("á", "é", "í", "ó", "ú", "ü", "ñ", "Á", "Ñ", "ç"), { minLength: 1 }), (letters) => {
        expect(slugify(letters.join(""))).toMatch(/^[aeiouunc]+$/);
      }),
    );
  });
});

describe("video URL parsing", () => {
  const youtubeIdArb = fc.stringMatching(/^[A-Za-z0-9_-]{11}$/);
  const vimeoIdArb = fc.integer({ min: 10_000, max: 2 ** 31 }).map(String);

  it("finds the same YouTube id in watch, short, embed and shorts links", () => {
    fc.assert(
      fc.property(youtubeIdArb, fc.constantFrom("", "www.", "m."), (id, sub) => {
        const forms = [
          `https://${sub}youtube.com/watch?v=${id}`,
          `https://${sub}youtube.com/watch?feature=share&v=${id}&t=42`,
          `https://youtu.be/${id}`,
          `https://youtu.be/${id}?si=abc`,
          `https://${sub}youtube.com/embed/${id}`,
          `https://${sub}youtube.com/shorts/${id}`,
        ];
        for (const url of forms) {
          expect(youtubeId(url)).toBe(id);
          expect(toEmbedUrl(url, "youtube")).toBe(`https://www.youtube-nocookie.com/embed/${id}`);
        }
      }),
    );
  });

  it("finds Vimeo numeric ids", () => {
    fc.assert(
      fc.property(vimeoIdArb, (id) => {
        expect(vimeoId(`https://vimeo.com/${id}`)).toBe(id);
        expect(toEmbedUrl(`https://player.vimeo.com/video/${id}`, "vimeo")).toBe(`https://player.vimeo.com/video/${id}`);
      }),
    );
  });

  it("never throws and only ever answers a provider embed address or null", () => {
    const urlish = fc.oneof(
      anyText,
      fc.webUrl(),
      fc.webUrl().map((u) => u.replace(/^https?:\/\/[^/]+/, "https://youtube.com")),
    );
    fc.assert(
      fc.property(urlish, fc.constantFrom("youtube" as const, "vimeo" as const), (url, provider) => {
        const embed = toEmbedUrl(url, provider);
        if (embed !== null) {
          expect(embed).toMatch(/^(https:\/\/www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|https:\/\/player\.vimeo\.com\/video\/\d+)$/);
        }
      }),
    );
  });
});

describe("phone and WhatsApp links", () => {
  it("keeps digits only, and the message survives the round trip", () => {
    fc.assert(
      fc.property(anyText, anyText, (phone, text) => {
        expect(phoneDigits(phone)).toMatch(/^\d*$/);
        const link = new URL(whatsappLink(phone, text));
        expect(link.origin).toBe("https://wa.me");
        expect(link.pathname).toMatch(/^\/(\d*)$/);
        expect(link.pathname.startsWith("/0")).toBe(false);
        expect(link.searchParams.get("text")).toBe(text.toWellFormed());
      }),
    );
  });
});

describe("date formatting", () => {
  it("writes any valid date as dd/MM/yyyy of the same calendar day in Madrid", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1900, 0, 1), max: new Date(2199, 11, 31), noInvalidDate: true }), (date) => {
        const shown = formatDate(date);
        expect(shown).toMatch(/^\d\d\/\d\d\/\d{4}$/);
        const [d, m, y] = shown.split("/").map(Number);
        // Another formatter of the platform as the oracle: en-CA writes yyyy-mm-dd.
        const [yy, mm, dd] = date.toLocaleDateString("en-CA", { timeZone: "Europe/Madrid" }).split("-").map(Number);
        expect([d, m, y]).toEqual([dd, mm, yy]);
      }),
    );
  });

  it("shows nothing (and never throws) for anything that is not a date", () => {
    fc.assert(
      fc.property(
        anyText.filter((s) => Number.isNaN(new Date(s).getTime()) && !/^\d{4}/.test(s)),
        (text) => {
          expect(formatDate(text)).toBe("");
        },
      ),
    );
  });
});
