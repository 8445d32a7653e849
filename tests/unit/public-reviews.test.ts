import { describe, expect, it } from "vitest";
import { PUBLIC_LOCALES } from "@/i18n/locales";
import { reviewMessages } from "@/reviews/messages";
import { excerpt, EXCERPT_CHARACTERS, publicAuthorName, publishedRating, SPEC_RATING, writtenInLabel } from "@/reviews/shown";
import { BUSINESS_FACTS, landingJsonLd } from "@/seo/json-ld";
import type { PublicSettings } from "@/settings/queries";

describe("the rating computed from published reviews", () => {
  it("is the average rounded to one decimal, and the count", () => {
    expect(publishedRating({ ratingSum: 5, reviewCount: 1 })).toEqual({ ratingValue: 5, reviewCount: 1 });
    expect(publishedRating({ ratingSum: 14, reviewCount: 3 })).toEqual({ ratingValue: 4.7, reviewCount: 3 });
    expect(publishedRating({ ratingSum: 13, reviewCount: 3 })).toEqual({ ratingValue: 4.3, reviewCount: 3 });
    expect(publishedRating({ ratingSum: 3, reviewCount: 3 })).toEqual({ ratingValue: 1, reviewCount: 3 });
  });

  it("rounds a half up", () => {
    // 97 / 20 = 4.85.
    expect(publishedRating({ ratingSum: 97, reviewCount: 20 })).toEqual({ ratingValue: 4.9, reviewCount: 20 });
    expect(publishedRating({ ratingSum: 9, reviewCount: 2 })).toEqual({ ratingValue: 4.5, reviewCount: 2 });
    // 4.749… stays 4.7.
    expect(publishedRating({ ratingSum: 1899, reviewCount: 400 })).toEqual({ ratingValue: 4.7, reviewCount: 400 });
    expect(publishedRating({ ratingSum: 1900, reviewCount: 400 })).toEqual({ ratingValue: 4.8, reviewCount: 400 });
  });

  it("is no rating at all when nothing is published, never a rating of 0", () => {
    expect(publishedRating({ ratingSum: 0, reviewCount: 0 })).toBeNull();
    expect(publishedRating({ ratingSum: Number.NaN, reviewCount: 2 })).toBeNull();
    expect(publishedRating({ ratingSum: 4, reviewCount: -1 })).toBeNull();
  });

  it("the default stays the spec's fixed 4.8 from 127", () => {
    expect(SPEC_RATING).toEqual({ ratingValue: 4.8, reviewCount: 127 });
    expect(BUSINESS_FACTS.rating).toBe(SPEC_RATING);
  });
});

describe("the landing page's AggregateRating", () => {
  const settings = {
    companyName: "Construcciones Miño",
    companyDescription: "Reformas en Galicia.",
    servicesList: [],
    facebookUrl: null,
    instagramUrl: null,
    linkedinUrl: null,
  } as unknown as PublicSettings;
  const business = (rating?: Parameters<typeof landingJsonLd>[2]) =>
    (landingJsonLd(settings, "es", rating)["@graph"] as Record<string, unknown>[]).find((node) => node["@id"]?.toString().endsWith("#business"))!;

  it("publishes the figures it is given, out of 5", () => {
    expect(business({ ratingValue: 4.3, reviewCount: 12 }).aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.3,
      reviewCount: 12,
      bestRating: 5,
    });
    expect(business().aggregateRating).toMatchObject({ ratingValue: 4.8, reviewCount: 127 });
  });

  it("leaves AggregateRating out when there is no rating", () => {
    expect(business(null)).not.toHaveProperty("aggregateRating");
  });
});

describe("the language a review was written in", () => {
  it.each(PUBLIC_LOCALES)("%s: no label on a review in the page's language", (locale) => {
    expect(writtenInLabel(locale, locale, reviewMessages[locale].writtenIn)).toBeNull();
  });

  it("names the review's language in the page's", () => {
    expect(writtenInLabel("gl", "es", reviewMessages.es.writtenIn)).toBe("Escrita en gallego");
    expect(writtenInLabel("gl", "en", reviewMessages.en.writtenIn)).toBe("Written in Galician");
    expect(writtenInLabel("es", "gl", reviewMessages.gl.writtenIn)).toBe("Escrita en castelán");
    expect(writtenInLabel("en", "es", reviewMessages.es.writtenIn)).toBe("Escrita en inglés");
    expect(writtenInLabel("es", "en", reviewMessages.en.writtenIn)).toBe("Written in Spanish");
  });
});

describe("the author as the public pages show them", () => {
  it("is the first name only", () => {
    expect(publicAuthorName("Lucía Pereira Souto")).toBe("Lucía");
    expect(publicAuthorName("  Xosé   Rivas ")).toBe("Xosé");
    expect(publicAuthorName("Ana")).toBe("Ana");
  });
});

describe("a review's excerpt on the landing page", () => {
  it("is the whole text, on one line, when it is short enough", () => {
    expect(excerpt("Muy contentos.")).toBe("Muy contentos.");
    expect(excerpt("  Primera línea.\n\nSegunda línea.  ")).toBe("Primera línea. Segunda línea.");
    const exact = "a".repeat(EXCERPT_CHARACTERS);
    expect(excerpt(exact)).toBe(exact);
  });

  it("is cut after a whole word, without trailing punctuation, and ends with an ellipsis", () => {
    const text = "Reformaron la cocina y el baño en cinco semanas, como nos dijeron. Cada día dejaban la obra recogida.";
    expect(excerpt(text, 50)).toBe("Reformaron la cocina y el baño en cinco semanas…");
    expect(excerpt(text, 50).length).toBeLessThanOrEqual(51);
    expect(excerpt("Bien hecho, rápido y limpio, sin sorpresas", 12)).toBe("Bien hecho…");
  });

  it("cuts a word longer than half the excerpt where it must, and never splits a character in two", () => {
    expect(excerpt("Supercalifragilístico expialidoso", 10)).toBe("Supercalif…");
    expect(excerpt("😀".repeat(20), 5)).toBe(`${"😀".repeat(5)}…`);
  });
});
