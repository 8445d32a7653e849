import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { localeOfPath, localizedPath, PUBLIC_LOCALES } from "@/i18n/locales";
import { LegalPage } from "@/legal/components/legal-page";
import { searchMessages } from "@/search/messages";
import { normaliseQuery, searchHref } from "@/search/query";
import { COOKIES_ANCHOR, todayInSpain } from "@/legal/constants";
import { legalMessages } from "@/legal/messages";
import { accessibilityStatement } from "@/legal/accessibility";
import { legalNotice } from "@/legal/notice";
import { privacyPolicy } from "@/legal/privacy";
import { en as privacyEn } from "@/legal/privacy/en";
import { es as privacyEs } from "@/legal/privacy/es";
import { gl as privacyGl } from "@/legal/privacy/gl";
import { termsOfService } from "@/legal/terms";
import type { LegalBlock, LegalContact, LegalDocument } from "@/legal/types";
import { pageMetadata } from "@/seo/metadata";
import { buildRobotsTxt } from "@/seo/robots";
import { buildSitemapXml, escapeXml, SITEMAP_STATIC_PAGES } from "@/seo/sitemap";

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

  it("lists home (1.0 weekly), the four legal pages (0.3 yearly), the reviews and the quote request page and nothing else without projects", () => {
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
      { loc: "https://obras.example/aviso-legal", lastmod: undefined, changefreq: "yearly", priority: "0.3" },
      { loc: "https://obras.example/declaracion-de-accesibilidad", lastmod: undefined, changefreq: "yearly", priority: "0.3" },
      { loc: "https://obras.example/opiniones", lastmod: undefined, changefreq: "weekly", priority: "0.5" },
      { loc: "https://obras.example/presupuesto", lastmod: undefined, changefreq: "yearly", priority: "0.5" },
    ]);
  });

  it("adds each project at /projeto/{slug} with priority 0.8, monthly, lastmod from updated_at", () => {
    const xml = buildSitemapXml(origin, [
      { slug: "reforma-cocina-vigo", updatedAt: new Date("2025-03-04T10:20:30.000Z") },
      { slug: "bano-pontevedra", updatedAt: "2024-12-31T23:59:59.000Z" },
    ]);
    const projects = spanish(xml).slice(SITEMAP_STATIC_PAGES.length);
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
    const projects = spanish(xml).slice(SITEMAP_STATIC_PAGES.length);
    expect(projects.map((p) => p.loc)).toEqual(["https://obras.example/projeto/sin-fecha", "https://obras.example/projeto/fecha-mala"]);
    expect(projects.every((p) => p.lastmod === undefined)).toBe(true);
  });

  it("lists every page in Galician and English too, each naming all its languages (hreflang, x-default Spanish)", () => {
    const xml = buildSitemapXml(origin, [{ slug: "reforma-cocina-vigo", updatedAt: new Date("2025-03-04T10:20:30.000Z") }]);
    const locs = urls(xml).map((u) => u.loc);
    expect(locs).toHaveLength((SITEMAP_STATIC_PAGES.length + 1) * 3);
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
    const project = urls(xml)[SITEMAP_STATIC_PAGES.length];
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
        "Allow: /aviso-legal",
        "Allow: /declaracion-de-accesibilidad",
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
    legalName: "Construcciones Miño Vigo S.L.",
    taxId: "B12345674",
    registeredAddress: "Rúa do Príncipe 1, 36202 Vigo",
    registryDetails: "Registro Mercantil de Pontevedra, tomo 1234, folio 56, hoja PO-7890",
    email: "info@obras.example",
    phoneNumber: "+34 986 123 456",
    address: "Rúa do Príncipe 1, Vigo",
    privacyPolicyUrl: "/politica-de-privacidade",
    termsOfServiceUrl: "/termos-de-servico",
    guaranteeStructuralYears: 2,
    guaranteeFinishingYears: 1,
  };
  const empty: LegalContact = {
    ...contact,
    legalName: null,
    taxId: null,
    registeredAddress: null,
    registryDetails: null,
    email: null,
    phoneNumber: null,
    address: null,
  };
  const documents = { privacy: privacyPolicy, terms: termsOfService, notice: legalNotice, accessibility: accessibilityStatement };
  const others = PUBLIC_LOCALES.filter((l) => l !== "es");

  const inlines = (blocks: LegalBlock[]) => blocks.flatMap((b) => (b.kind === "p" ? b.content : b.kind === "ul" ? b.items.flat() : [b.text]));
  const text = (blocks: LegalBlock[]) =>
    inlines(blocks)
      .map((part) => (typeof part === "string" ? part : part.text))
      .join(" ");
  const allBlocks = (doc: LegalDocument) => [...doc.intro, ...doc.sections.flatMap((s) => s.blocks)];
  const hrefs = (doc: LegalDocument) => inlines(allBlocks(doc)).flatMap((part) => (typeof part === "object" && "href" in part ? [part.href] : []));
  /** What the structure decides: block kinds, list lengths, emphasised lead-ins and links per block. */
  const shape = (blocks: LegalBlock[]) =>
    blocks.map((b) => {
      if (b.kind === "h3") return `h3:${b.id}`;
      const items = b.kind === "p" ? [b.content] : b.items;
      return `${b.kind}:${items.map((item) => item.map((part) => (typeof part === "string" ? "t" : "strong" in part ? "s" : "l")).join("")).join("|")}`;
    });
  /** Words only Spanish writes (Galician says vostede, noso, e, os, as, do…). */
  const spanishOnly =
    /\b(usted|nuestr[oa]s?|y|los|las|del|sus|privacidad|términos|servicios?|presupuestos?|recopilamos|derechos|obligaciones|propiedad|legislación|jurisdicción)\b/i;

  it("privacy policy: 7 sections, GDPR rights, AEPD, the settings' contact details", () => {
    const doc = privacyPolicy(contact, "es");
    expect(doc.sections).toHaveLength(7);
    const all = doc.sections.map((s) => text(s.blocks)).join(" ");
    for (const right of ["Acceso", "Rectificación", "Supresión", "Oposición", "Limitación", "Portabilidad", "AEPD"]) expect(all).toContain(right);
    const contactSection = text(doc.sections[5].blocks);
    expect(contactSection).toContain(contact.email);
    expect(contactSection).toContain(contact.phoneNumber);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(7);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it.each(PUBLIC_LOCALES)("privacy policy in %s: a cookie part under 'data collected', with what the site, staff and each played video store", (locale) => {
    const doc = privacyPolicy(contact, locale);
    const collected = doc.sections[0];
    expect(collected.id).toBe("datos-recopilados");
    const heading = collected.blocks.find((b) => b.kind === "h3");
    expect(heading).toMatchObject({ kind: "h3", id: COOKIES_ANCHOR });
    // One address for the posters' link: no section or other part takes the same id.
    expect(doc.sections.map((s) => s.id)).not.toContain(COOKIES_ANCHOR);
    const words = text(collected.blocks);
    for (const stored of ["cookie-consent", "theme", "static-v1", "better-auth.session_token", "sidebar_state", "youtube-nocookie.com", "dnt=1"])
      expect(words, stored).toContain(stored);
    expect(words).toContain(`${{ es: privacyEs, gl: privacyGl, en: privacyEn }[locale].collected.cookies.duration}:`);
    expect(hrefs(doc)).toEqual(expect.arrayContaining(["https://policies.google.com/privacy", "https://vimeo.com/privacy"]));
  });

  it.each(PUBLIC_LOCALES)(
    "the terms' identification and the privacy policy's contact name the company's legal details in %s, and only those given",
    (locale) => {
      const labels = legalMessages[locale].identity;
      const details = [
        `${labels.legalName}: ${contact.legalName}`,
        `${labels.taxId}: ${contact.taxId}`,
        `${labels.registeredAddress}: ${contact.registeredAddress}`,
        `${labels.registry}: ${contact.registryDetails}`,
      ];
      const words = (blocks: LegalBlock[]) => text(blocks).replace(/\s+/g, " ");
      const identification = (c: LegalContact) => words(termsOfService(c, locale).sections[0].blocks);
      const privacyContact = (c: LegalContact) => words(privacyPolicy(c, locale).sections[5].blocks);
      for (const read of [identification, privacyContact]) {
        for (const detail of details) expect(read(contact)).toContain(detail);
        for (const detail of details) expect(read(empty)).not.toContain(detail.split(":")[0] + ":");
        const onlyTaxId = read({ ...empty, taxId: "B12345674" });
        expect(onlyTaxId).toContain(details[1]);
        expect(onlyTaxId).not.toContain(`${labels.legalName}:`);
      }
    },
  );

  it.each(PUBLIC_LOCALES)(
    "legal notice in %s: the owner's details from the settings (only those given), the trade name, and links to the terms and privacy",
    (locale) => {
      const words = (doc: LegalDocument) => text(allBlocks(doc)).replace(/\s+/g, " ");
      const full = legalNotice(contact, locale);
      const labels = legalMessages[locale].identity;
      for (const detail of [contact.legalName!, contact.taxId!, contact.registeredAddress!, contact.registryDetails!, contact.companyName, contact.email!])
        expect(words(full)).toContain(detail);
      expect(words(full)).toContain(`${labels.taxId}: ${contact.taxId}`);
      expect(words(full)).toContain("34/2002");
      expect(words(full)).toContain("Vigo");
      expect(hrefs(full)).toEqual(expect.arrayContaining([localizedPath(locale, "/termos-de-servico"), localizedPath(locale, "/politica-de-privacidade")]));
      const none = words(legalNotice(empty, locale));
      expect(none).toContain(contact.companyName);
      for (const label of Object.values(labels)) expect(none).not.toContain(`${label}:`);
    },
  );

  it("terms: 10 sections with 30 días, 2 años, 1 año, Vigo and the contact details", () => {
    const doc = termsOfService(contact, "es");
    expect(doc.sections).toHaveLength(10);
    const all = doc.sections.map((s) => text(s.blocks)).join(" ");
    for (const fact of ["30 días", "2 años", "1 año", "Juzgados y Tribunales de Vigo", contact.email, contact.phoneNumber]) expect(all).toContain(fact);
    expect(new Set(doc.sections.map((s) => s.id)).size).toBe(10);
    expect(doc.description.length).toBeLessThanOrEqual(160);
  });

  it.each(Object.entries(documents).flatMap(([name, build]) => others.map((locale) => [name, locale, build] as const)))(
    "%s in %s: the Spanish document's sections, ids and structure, at the Spanish path",
    (_name, locale, build) => {
      for (const c of [contact, empty]) {
        const spanish = build(c, "es");
        const doc = build(c, locale);
        expect(doc.path).toBe(spanish.path);
        expect(doc.sections.map((s) => s.id)).toEqual(spanish.sections.map((s) => s.id));
        expect(shape(doc.intro)).toEqual(shape(spanish.intro));
        doc.sections.forEach((section, i) => expect(shape(section.blocks), section.id).toEqual(shape(spanish.sections[i].blocks)));
        // Every paragraph and item is translated: none is the Spanish one.
        const spanishTexts = new Set(allBlocks(spanish).map((b) => text([b])));
        for (const block of allBlocks(doc)) expect(spanishTexts.has(text([block])), text([block])).toBe(false);
      }
    },
  );

  it.each(Object.entries(documents).flatMap(([name, build]) => PUBLIC_LOCALES.map((locale) => [name, locale, build] as const)))(
    "%s in %s: a title and a description within the SEO lengths, no Spanish left in a translation's titles",
    (name, locale, build) => {
      const doc = build(contact, locale);
      expect(doc.title.trim()).not.toBe("");
      expect(doc.description.length).toBeGreaterThanOrEqual(100);
      expect(doc.description.length).toBeLessThanOrEqual(160);
      for (const section of doc.sections) expect(section.title.trim()).not.toBe("");
      if (locale === "es") return;
      const spanish = build(contact, "es");
      // Galician names the legal notice as Spanish does.
      if (!(name === "notice" && locale === "gl")) expect(doc.title).not.toBe(spanish.title);
      expect(doc.description).not.toBe(spanish.description);
      const titles = [doc.title, doc.description, ...doc.sections.map((s) => s.title)];
      for (const title of titles) expect(title).not.toMatch(spanishOnly);
      // English titles: no Spanish letter either (the body quotes Spanish names: AEPD, the LOE, the courts).
      if (locale === "en") for (const title of titles) expect(title).not.toMatch(/[áéíóúñ¿¡]/i);
      if (locale === "gl") expect(doc.sections.map((s) => text(s.blocks)).join(" ")).not.toMatch(spanishOnly);
    },
  );

  it("keeps the legal references and the constants accurate in each language", () => {
    const facts = {
      es: {
        privacy: ["RGPD", "LOPDGDD", "Agencia Española de Protección de Datos (AEPD)", "Portabilidad"],
        terms: ["30 días", "2 años", "1 año", "Juzgados y Tribunales de Vigo", "Ley 38/1999"],
        notice: ["Ley 34/2002", "LSSI-CE", "Juzgados y Tribunales de Vigo"],
        accessibility: ["WCAG 2.1", "EN 301 549", "parcialmente conforme", "Ley 11/2023", "Real Decreto 1112/2018", "20 días hábiles"],
      },
      gl: {
        privacy: ["RGPD", "LOPDGDD", "Axencia Española de Protección de Datos (AEPD)", "Portabilidade"],
        terms: ["30 días", "2 anos", "1 ano", "xulgados e tribunais de Vigo", "Lei 38/1999"],
        notice: ["Lei 34/2002", "LSSI-CE", "xulgados e tribunais de Vigo"],
        accessibility: ["WCAG 2.1", "EN 301 549", "parcialmente conforme", "Lei 11/2023", "Real decreto 1112/2018", "20 días hábiles"],
      },
      en: {
        privacy: ["GDPR", "LOPDGDD", "Spanish Data Protection Agency", "AEPD", "Portability"],
        terms: ["30 days", "2 years", "1 year", "courts of Vigo", "Law 38/1999"],
        notice: ["Law 34/2002", "LSSI-CE", "courts of Vigo"],
        accessibility: ["WCAG 2.1", "EN 301 549", "partially conformant", "Law 11/2023", "Royal Decree 1112/2018", "20 working days"],
      },
    };
    for (const locale of PUBLIC_LOCALES) {
      for (const [name, build] of Object.entries(documents)) {
        const doc = build(contact, locale);
        const all = text(allBlocks(doc));
        for (const fact of facts[locale][name as keyof typeof documents]) expect(all, `${name} ${locale}`).toContain(fact);
        // Every text names the company by its legal name; the statement needs no address.
        expect(all, `${name} ${locale}`).toContain(contact.legalName);
        const details = name === "accessibility" ? [contact.email, contact.phoneNumber] : [contact.email, contact.phoneNumber, contact.registeredAddress];
        for (const detail of details) expect(all, `${name} ${locale}`).toContain(detail);
      }
      expect(termsOfService(contact, locale).description).toContain("30");
    }
  });

  it.each(PUBLIC_LOCALES)("%s: internal links stay in the language (the contact form, the privacy policy); other sites' links as they are", (locale) => {
    const inLocale = (href: string) => href === localizedPath(locale, localeOfPath(href).path) && localeOfPath(href).locale === locale;
    for (const c of [contact, empty]) {
      for (const build of Object.values(documents)) {
        const internal = hrefs(build(c, locale)).filter((href) => href.startsWith("/"));
        for (const href of internal) expect(inLocale(href), href).toBe(true);
      }
    }
    expect(hrefs(privacyPolicy(empty, locale))).toContain(localizedPath(locale, "/#contact"));
    expect(hrefs(termsOfService(empty, locale))).toContain(localizedPath(locale, "/#contact"));
    expect(hrefs(termsOfService(contact, locale))).toContain(localizedPath(locale, "/politica-de-privacidade"));
    const external = termsOfService({ ...contact, privacyPolicyUrl: "https://legal.example/privacidad" }, locale);
    expect(hrefs(external)).toContain("https://legal.example/privacidad");
    if (locale !== "es") {
      expect(localizedPath(locale, "/#contact")).not.toBe("/#contact");
      expect(hrefs(termsOfService(contact, locale))).not.toContain("/politica-de-privacidade");
    }
  });

  it.each(PUBLIC_LOCALES)("%s, with no contact data in the settings: no invented address, e-mail or phone, the contact form instead", (locale) => {
    const seat = legalMessages[locale].seat("").trim();
    for (const doc of [privacyPolicy(empty, locale), termsOfService(empty, locale)]) {
      const parts = inlines(allBlocks(doc));
      const all = parts.map((part) => (typeof part === "string" ? part : part.text)).join(" ");
      expect(all).not.toMatch(/null|undefined|mailto|@/);
      expect(all).not.toContain(seat);
      expect(hrefs(doc)).toContain(localizedPath(locale, "/#contact"));
      expect(hrefs(doc).some((href) => /^(mailto|tel):/.test(href))).toBe(false);
    }
    // With a registered office, the seat phrase names it; until one is given, the office address.
    expect(text(privacyPolicy(contact, locale).intro)).toContain(legalMessages[locale].seat(contact.registeredAddress!));
    expect(text(privacyPolicy({ ...empty, address: contact.address }, locale).intro)).toContain(legalMessages[locale].seat(contact.address!));
  });

  it.each(PUBLIC_LOCALES)("%s: the page's own words, its back link in the language and the date as dd/MM/yyyy", (locale) => {
    const m = legalMessages[locale];
    const html = renderToStaticMarkup(createElement(LegalPage, { document: termsOfService(contact, locale), lastUpdated: "05/03/2026", locale }));
    expect(html).toContain(`href="${localizedPath(locale, "/")}"`);
    expect(html).toMatch(new RegExp(`<a [^>]*href="${localizedPath(locale, "/")}"[^>]*>.*${m.backHome}</a>`));
    expect(html).toContain(`${m.lastUpdated} <time dateTime="2026-03-05">05/03/2026</time>`);
    expect(html).toContain(`>${m.contents}</p>`);
    expect(html).toContain(`href="${localizedPath(locale, "/politica-de-privacidade")}"`);
    // No Spanish word of the page's own where the language has another ("Última actualización" is Galician too).
    for (const key of ["backHome", "lastUpdated", "contents"] as const) if (m[key] !== legalMessages.es[key]) expect(html).not.toContain(legalMessages.es[key]);
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
