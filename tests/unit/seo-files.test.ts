import { describe, expect, it } from "vitest";
import { searchMessages } from "@/search/messages";
import { normaliseQuery, searchHref } from "@/search/query";
import { todayInSpain } from "@/legal/constants";
import { privacyPolicy } from "@/legal/privacy";
import { termsOfService } from "@/legal/terms";
import type { LegalBlock, LegalContact } from "@/legal/types";
import { pageMetadata } from "@/seo/metadata";
import { buildRobotsTxt } from "@/seo/robots";
import { buildSitemapXml, escapeXml } from "@/seo/sitemap";

type Url = { loc: string; lastmod?: string; changefreq: string; priority: string };

/** The <url> entries of a sitemap, with their text un-escaped. */
function urls(xml: string): Url[] {
  const unescape = (s: string) =>
    s
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, "&");
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => {
    const field = (name: string) => {
      const m = body.match(new RegExp(`<${name}>([^<]*)</${name}>`));
      return m ? unescape(m[1]) : undefined;
    };
    return { loc: field("loc")!, lastmod: field("lastmod"), changefreq: field("changefreq")!, priority: field("priority")! };
  });
}

/** The Spanish entries (unprefixed addresses): the sitemap lists them first. */
const spanish = (xml: string) => urls(xml).filter((u) => !/^\/(gl|en)(\/|$)/.test(new URL(u.loc, "https://x.example").pathname));

/** Every & in the document starts an entity, and no text node holds a raw < or >. */
function expectWellEscaped(xml: string) {
  expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toContain("&");
  for (const [, text] of xml.matchAll(/>([^<]*)</g)) expect(text).not.toMatch(/[<>]/);
}

describe("buildSitemapXml", () => {
  const origin = "https://obras.example";

  it("lists home (1.0 weekly), the two legal pages (0.3 yearly) and nothing else without projects", () => {
    const xml = buildSitemapXml(origin, []);
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
    expect(spanish(xml)).toEqual([
      { loc: "https://obras.example/", lastmod: undefined, changefreq: "weekly", priority: "1.0" },
      { loc: "https://obras.example/politica-de-privacidade", lastmod: undefined, changefreq: "yearly", priority: "0.3" },
      { loc: "https://obras.example/termos-de-servico", lastmod: undefined, changefreq: "yearly", priority: "0.3" },
    ]);
  });

  it("adds each project at /projeto/{slug} with priority 0.8, monthly, lastmod from updated_at", () => {
    const xml = buildSitemapXml(origin, [
      { slug: "reforma-cocina-vigo", updatedAt: new Date("2025-03-04T10:20:30.000Z") },
      { slug: "bano-pontevedra", updatedAt: "2024-12-31T23:59:59.000Z" },
    ]);
    const projects = spanish(xml).slice(3);
    expect(projects).toEqual([
      { loc: "https://obras.example/projeto/reforma-cocina-vigo", lastmod: "2025-03-04T10:20:30.000Z", changefreq: "monthly", priority: "0.8" },
      { loc: "https://obras.example/projeto/bano-pontevedra", lastmod: "2024-12-31T23:59:59.000Z", changefreq: "monthly", priority: "0.8" },
    ]);
    // lastmod comes before changefreq and priority, as in the protocol's examples.
    expect(xml).toMatch(
      /<loc>[^<]+reforma-cocina-vigo<\/loc>\n\s+<lastmod>2025-03-04T10:20:30.000Z<\/lastmod>\n\s+<changefreq>monthly<\/changefreq>\n\s+<priority>0.8<\/priority>/,
    );
  });

  it("omits lastmod when updated_at is missing or invalid, and skips empty slugs", () => {
    const xml = buildSitemapXml(origin, [
      { slug: "sin-fecha", updatedAt: null },
      { slug: "fecha-mala", updatedAt: "not a date" },
      { slug: "", updatedAt: new Date() },
    ]);
    const projects = spanish(xml).slice(3);
    expect(projects.map((p) => p.loc)).toEqual(["https://obras.example/projeto/sin-fecha", "https://obras.example/projeto/fecha-mala"]);
    expect(projects.every((p) => p.lastmod === undefined)).toBe(true);
  });

  it("lists every page in Galician and English too, each naming all its languages (hreflang, x-default Spanish)", () => {
    const xml = buildSitemapXml(origin, [{ slug: "reforma-cocina-vigo", updatedAt: new Date("2025-03-04T10:20:30.000Z") }]);
    const locs = urls(xml).map((u) => u.loc);
    expect(locs).toHaveLength(12);
    expect(locs).toContain("https://obras.example/gl");
    expect(locs).toContain("https://obras.example/en/termos-de-servico");
    expect(locs).toContain("https://obras.example/gl/projeto/reforma-cocina-vigo");
    const entry = xml.split("<url>").find((u) => u.includes("<loc>https://obras.example/en/projeto/reforma-cocina-vigo</loc>"))!;
    expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => `${l} ${h}`)).toEqual([
      "es https://obras.example/projeto/reforma-cocina-vigo",
      "gl https://obras.example/gl/projeto/reforma-cocina-vigo",
      "en https://obras.example/en/projeto/reforma-cocina-vigo",
      "x-default https://obras.example/projeto/reforma-cocina-vigo",
    ]);
    expect(entry).toContain("<lastmod>2025-03-04T10:20:30.000Z</lastmod>");
  });

  it("joins an origin with a trailing slash without doubling it", () => {
    expect(urls(buildSitemapXml("https://obras.example//", []))[0].loc).toBe("https://obras.example/");
  });

  it("escapes a hostile slug and origin", () => {
    const xml = buildSitemapXml("https://obras.example/?a=1&b=<2>", [{ slug: `a&b<c>"d'`, updatedAt: new Date("2025-01-01T00:00:00Z") }]);
    expectWellEscaped(xml);
    expect(xml).toContain("<loc>https://obras.example/?a=1&amp;b=&lt;2&gt;/</loc>");
    // The slug is a path segment: percent-encoded, then XML-escaped.
    const project = urls(xml)[3];
    expect(project.loc).toBe(`https://obras.example/?a=1&b=<2>/projeto/${encodeURIComponent(`a&b<c>"d'`)}`);
    expect(xml).toContain("/projeto/a%26b%3Cc%3E%22d&apos;</loc>");
  });

  it("escapeXml covers the five XML entities", () => {
    expect(escapeXml(`<a href="x">Tom & Jerry's</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&apos;s&lt;/a&gt;");
  });
});

describe("buildRobotsTxt", () => {
  it("is exactly the spec's rules with the sitemap location", () => {
    expect(buildRobotsTxt("https://obras.example/")).toBe(
      [
        "User-agent: *",
        "Allow: /",
        "Disallow: /admin/",
        "Disallow: /auth/",
        "Allow: /projeto/",
        "Allow: /politica-de-privacidade",
        "Allow: /termos-de-servico",
        "Crawl-delay: 1",
        "",
        "Sitemap: https://obras.example/sitemap.xml",
        "",
      ].join("\n"),
    );
  });
});

describe("pageMetadata", () => {
  it("builds title, description, keywords, canonical, Open Graph and Twitter card", () => {
    const meta = pageMetadata({
      title: "Reforma de cocina en Vigo | Construcciones Miño",
      description: "Una cocina abierta al salón.",
      path: "/projeto/reforma-cocina-vigo",
      image: "/media/cover.webp",
      keywords: ["cocina", " ", " Vigo "],
      siteName: "Construcciones Miño",
      locale: "es",
    });
    expect(meta).toMatchObject({
      title: "Reforma de cocina en Vigo | Construcciones Miño",
      description: "Una cocina abierta al salón.",
      keywords: ["cocina", "Vigo"],
      alternates: {
        canonical: "/projeto/reforma-cocina-vigo",
        languages: {
          es: "/projeto/reforma-cocina-vigo",
          gl: "/gl/projeto/reforma-cocina-vigo",
          en: "/en/projeto/reforma-cocina-vigo",
          "x-default": "/projeto/reforma-cocina-vigo",
        },
      },
      openGraph: {
        type: "website",
        locale: "es_ES",
        siteName: "Construcciones Miño",
        url: "/projeto/reforma-cocina-vigo",
        images: [{ url: "/media/cover.webp" }],
      },
      twitter: { card: "summary_large_image", images: [{ url: "/media/cover.webp" }] },
    });
    expect(meta.robots).toBeUndefined();
  });

  it("gives a Galician or English page its own canonical address, the same alternates and its Open Graph locale", () => {
    const meta = pageMetadata({ title: "Proxectos", description: "d", path: "/", locale: "gl" });
    expect(meta.alternates).toEqual({ canonical: "/gl", languages: { es: "/", gl: "/gl", en: "/en", "x-default": "/" } });
    expect(meta.openGraph).toMatchObject({ locale: "gl_ES", url: "/gl" });
    expect(pageMetadata({ title: "Terms", description: "d", path: "/termos-de-servico", locale: "en" }).openGraph).toMatchObject({
      locale: "en_GB",
      url: "/en/termos-de-servico",
    });
  });

  it("leaves out empty keywords and images, and can keep a page out of the index", () => {
    const meta = pageMetadata({ title: "Buscar", description: "d", path: "/buscar", keywords: [], noIndex: true, locale: "es" });
    expect(meta.keywords).toBeUndefined();
    expect((meta.openGraph as { images?: unknown }).images).toBeUndefined();
    expect(meta.robots).toEqual({ index: false, follow: true });
  });
});

describe("legal texts", () => {
  const contact: LegalContact = {
    companyName: "Construcciones Miño",
    email: "info@obras.example",
    phoneNumber: "+34 986 123 456",
    address: "Rúa do Príncipe 1, Vigo",
    privacyPolicyUrl: "/politica-de-privacidade",
  };
  const text = (blocks: LegalBlock[]) =>
    blocks
      .flatMap((b) => (b.kind === "p" ? [b.content] : b.items))
      .flat()
      .map((part) => (typeof part === "string" ? part : part.text))
      .join(" ");

  it("privacy policy: 7 sections, GDPR rights, AEPD, the settings' contact details", () => {
    const doc = privacyPolicy(contact);
    expect(doc.sections).toHaveLength(7);
    const all = doc.sections.map((s) => text(s.blocks)).join(" ");
    for (const right of ["Acceso", "Rectificación", "Supresión", "Oposición", "Limitación", "Portabilidad", "AEPD"]) expect(all).toContain(right);
    const contactSection = text(doc.sections[5].blocks);
    expect(contactSection).toContain(contact.email);
    expect(contactSection).toContain(contact.phoneNumber);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(7);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it("terms: 10 sections with 30 días, 2 años, 1 año, Vigo and the contact details", () => {
    const doc = termsOfService(contact);
    expect(doc.sections).toHaveLength(10);
    const all = doc.sections.map((s) => text(s.blocks)).join(" ");
    for (const fact of ["30 días", "2 años", "1 año", "Juzgados y Tribunales de Vigo", contact.email, contact.phoneNumber]) expect(all).toContain(fact);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(10);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it("with no contact data in the settings: no invented address, e-mail or phone, the contact form instead", () => {
    const empty: LegalContact = { ...contact, email: null, phoneNumber: null, address: null };
    for (const doc of [privacyPolicy(empty), termsOfService(empty)]) {
      const parts = [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)].flatMap((b) => (b.kind === "p" ? b.content : b.items.flat()));
      const all = parts.map((part) => (typeof part === "string" ? part : part.text)).join(" ");
      expect(all).not.toMatch(/null|undefined|mailto|con domicilio en/);
      expect(parts.some((part) => typeof part === "object" && "href" in part && part.href === "/#contact")).toBe(true);
      expect(parts.some((part) => typeof part === "object" && "href" in part && /^(mailto|tel):/.test(part.href))).toBe(false);
    }
  });

  it("today's date is dd/MM/yyyy in Spain's time zone", () => {
    expect(todayInSpain(new Date("2025-01-31T23:30:00Z"))).toBe("01/02/2025"); // 00:30 in Madrid (UTC+1)
    expect(todayInSpain(new Date("2025-07-15T21:59:00Z"))).toBe("15/07/2025"); // 23:59 in Madrid (UTC+2)
    expect(todayInSpain()).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });
});

describe("search query (/buscar?q=)", () => {
  it("takes the first value, trims it and caps it at 200 characters", () => {
    expect(normaliseQuery(undefined)).toBe("");
    expect(normaliseQuery("   ")).toBe("");
    expect(normaliseQuery("  cocina  ")).toBe("cocina");
    expect(normaliseQuery(["baño", "cocina"])).toBe("baño");
    expect(normaliseQuery("a".repeat(250))).toHaveLength(200);
    expect(normaliseQuery(`${"a".repeat(199)} b`)).toBe("a".repeat(199));
  });

  it("counts results in Spanish", () => {
    expect(searchMessages.es.results(1, "cocina")).toBe("1 resultado para «cocina»");
    expect(searchMessages.gl.results(1234, "cociña")).toBe("1234 resultados para «cociña»".replace("1234", new Intl.NumberFormat("gl-ES").format(1234)));
    expect(searchHref("en", "baño", 2)).toBe("/en/buscar?q=ba%C3%B1o&pagina=2");
    expect(searchMessages.es.results(3, "baño")).toBe("3 resultados para «baño»");
  });
});
