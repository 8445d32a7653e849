import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { PUBLIC_LOCALES } from "@/i18n/locales";
import { pathKind } from "@/server/public-routes";
import { matchesEtag, sitemapResponse } from "@/seo/file-response";
import {
  buildSitemapIndexXml,
  buildSitemapXml,
  parseSitemapFileName,
  SITEMAP_INDEX_MAX_FILES,
  SITEMAP_MAX_URLS,
  SITEMAP_PROJECTS_PER_FILE,
  SITEMAP_STATIC_PAGES,
  sitemapFilePath,
} from "@/seo/sitemap";
import type { SitemapDocument } from "@/seo/sitemap-files";

const origin = "https://obras.example";
const project = (i: number, slugLength = 40) => ({
  slug: `obra-${i}-`.padEnd(slugLength, "x"),
  updatedAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000),
});
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe("sitemap files (<urlset>)", () => {
  it("the page size keeps the first file (static pages too) within the protocol's 50,000 URLs and a few MB, even with 200-character slugs", () => {
    expect((SITEMAP_STATIC_PAGES.length + SITEMAP_PROJECTS_PER_FILE) * PUBLIC_LOCALES.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
    const usual = buildSitemapXml(
      "https://www.construcciones-example.es",
      Array.from({ length: SITEMAP_PROJECTS_PER_FILE }, (_, i) => project(i)),
    );
    expect(locs(usual)).toHaveLength((SITEMAP_STATIC_PAGES.length + SITEMAP_PROJECTS_PER_FILE) * PUBLIC_LOCALES.length);
    expect(Buffer.byteLength(usual)).toBeLessThan(3_000_000);
    expect(zlib.gzipSync(usual).length).toBeLessThan(150_000);
    const longest = buildSitemapXml(
      "https://www.construcciones-example.es",
      Array.from({ length: SITEMAP_PROJECTS_PER_FILE }, (_, i) => project(i, 200)),
    );
    expect(Buffer.byteLength(longest)).toBeLessThan(6_000_000);
  });

  it("refuses to write past 50,000 URLs, with or without the static pages, and writes the most that fit", () => {
    const projects = (n: number) => Array.from({ length: n }, (_, i) => ({ slug: `p${i}`, updatedAt: null }));
    // 3 languages: (7 static + 16,659) × 3 = 49,998; one more project is 50,001.
    expect(locs(buildSitemapXml(origin, projects(16_659)))).toHaveLength(49_998);
    expect(() => buildSitemapXml(origin, projects(16_660))).toThrow(RangeError);
    expect(locs(buildSitemapXml(origin, projects(16_666), { staticPages: false }))).toHaveLength(49_998);
    expect(() => buildSitemapXml(origin, projects(16_667), { staticPages: false })).toThrow(RangeError);
  });

  it("a file after the first lists only its projects, each in every language with its four hreflang alternates", () => {
    const xml = buildSitemapXml(origin, [project(1), project(2)], { staticPages: false });
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')).toBe(true);
    const entries = xml.split("<url>").slice(1);
    expect(entries).toHaveLength(6);
    expect(locs(xml)).toEqual(["", "/gl", "/en"].flatMap((prefix) => [project(1), project(2)].map((p) => `${origin}${prefix}/projeto/${p.slug}`)));
    for (const entry of entries) {
      const slug = /\/projeto\/([^<]+)<\/loc>/.exec(entry)![1];
      expect([...entry.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, l, h]) => `${l} ${h}`)).toEqual([
        `es ${origin}/projeto/${slug}`,
        `gl ${origin}/gl/projeto/${slug}`,
        `en ${origin}/en/projeto/${slug}`,
        `x-default ${origin}/projeto/${slug}`,
      ]);
      expect(entry).toMatch(/<lastmod>2025-01-01T00:0\d:00\.000Z<\/lastmod>/);
    }
    for (const page of SITEMAP_STATIC_PAGES) expect(xml).not.toContain(`<loc>${origin}${page.path === "/" ? "/" : page.path}</loc>`);
  });

  it("escapes hostile slugs in every address of every language", () => {
    const xml = buildSitemapXml("https://obras.example/?a=1&b=<2>", [{ slug: `a&b<c>"d'`, updatedAt: null }], { staticPages: false });
    expect(xml.replace(/&(amp|lt|gt|quot|apos);/g, "")).not.toContain("&");
    for (const [, text] of xml.matchAll(/>([^<]*)</g)) expect(text).not.toMatch(/[<>]/);
    for (const [, value] of xml.matchAll(/href="([^"]*)"/g)) expect(value).not.toMatch(/["<>]/);
    expect(xml).toContain("/gl/projeto/a%26b%3Cc%3E%22d&apos;</loc>");
  });
});

describe("the sitemap index (<sitemapindex>)", () => {
  it("names each file at its absolute address with its lastmod, in order", () => {
    const xml = buildSitemapIndexXml(`${origin}/`, [
      { n: 1, lastmod: new Date("2025-03-04T10:20:30.000Z") },
      { n: 2, lastmod: "2025-05-06T07:08:09.000Z" },
      { n: 3, lastmod: null },
    ]);
    expect(xml).toBe(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        "  <sitemap>",
        `    <loc>${origin}/sitemaps/1.xml.gz</loc>`,
        "    <lastmod>2025-03-04T10:20:30.000Z</lastmod>",
        "  </sitemap>",
        "  <sitemap>",
        `    <loc>${origin}/sitemaps/2.xml.gz</loc>`,
        "    <lastmod>2025-05-06T07:08:09.000Z</lastmod>",
        "  </sitemap>",
        "  <sitemap>",
        `    <loc>${origin}/sitemaps/3.xml.gz</loc>`,
        "  </sitemap>",
        "</sitemapindex>",
        "",
      ].join("\n"),
    );
  });

  it("escapes the origin and refuses more than 50,000 files", () => {
    expect(buildSitemapIndexXml("https://obras.example/?a=1&b=2", [{ n: 1 }])).toContain("<loc>https://obras.example/?a=1&amp;b=2/sitemaps/1.xml.gz</loc>");
    const files = Array.from({ length: SITEMAP_INDEX_MAX_FILES + 1 }, (_, i) => ({ n: i + 1 }));
    expect(() => buildSitemapIndexXml(origin, files)).toThrow(RangeError);
  });

  it("names file n at /sitemaps/<n>.xml.gz", () => {
    expect(sitemapFilePath(7)).toBe("/sitemaps/7.xml.gz");
  });

  it("reads a file's number only from its canonical name", () => {
    expect(["1.xml.gz", "20.xml.gz", "123456789.xml.gz"].map(parseSitemapFileName)).toEqual([1, 20, 123456789]);
    const refused = [
      "0.xml.gz",
      "01.xml.gz",
      "1.xml",
      "1",
      "1.xml.gz/",
      "-1.xml.gz",
      "1.XML.GZ",
      "1e3.xml.gz",
      "1234567890.xml.gz",
      " 1.xml.gz",
      "a.xml.gz",
      "",
    ];
    for (const name of refused) expect(parseSitemapFileName(name), name).toBeNull();
  });

  it("the files' path is a service path: no page policy, no page cache, no language prefix", () => {
    expect(pathKind("/sitemaps/1.xml.gz")).toBe("service");
    expect(pathKind("/sitemap.xml")).toBe("service");
    expect(pathKind("/sitemapsx")).toBe("public");
  });
});

describe("serving a kept sitemap document", () => {
  const xml = buildSitemapXml(origin, [project(1)]);
  const file: SitemapDocument = { body: zlib.gzipSync(xml), gzipped: true, etag: 'W/"abc"', xmlBytes: Buffer.byteLength(xml) };
  const index: SitemapDocument = { body: Buffer.from(buildSitemapIndexXml(origin, [{ n: 1 }])), gzipped: false, etag: 'W/"i"', xmlBytes: 0 };
  const get = (headers: Record<string, string> = {}) => new Request(`${origin}/sitemaps/1.xml.gz`, { headers });

  it("sends a file's kept gzip bytes as they are, as a gzip file no one may transform, with a short max-age and its ETag", async () => {
    const res = sitemapResponse(get({ "accept-encoding": "gzip, deflate, br" }), file);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/gzip");
    // Next drops a route handler's Content-Encoding: the file is the gzip, not an encoding of it.
    expect(res.headers.get("content-encoding")).toBeNull();
    expect(res.headers.get("cache-control")).toBe("public, max-age=300, no-transform");
    expect(res.headers.get("etag")).toBe('W/"abc"');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.equals(file.body)).toBe(true);
    expect(zlib.gunzipSync(body).toString()).toBe(xml);
    // Sent without a copy, and the kept bytes are still whole for the next request.
    expect(zlib.gunzipSync(file.body).toString()).toBe(xml);
    expect(Buffer.from(await sitemapResponse(get(), file).arrayBuffer()).equals(body)).toBe(true);
  });

  it("sends the index as XML", async () => {
    const res = sitemapResponse(new Request(`${origin}/sitemap.xml`), index);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=300");
    expect(await res.text()).toBe(index.body.toString());
  });

  it("answers 304 without a body when the client holds the same document", async () => {
    for (const tag of ['W/"abc"', '"abc"', 'W/"old", W/"abc"', "*"]) {
      const res = sitemapResponse(get({ "if-none-match": tag }), file);
      expect(res.status, tag).toBe(304);
      expect(res.headers.get("etag")).toBe('W/"abc"');
      expect(await res.text()).toBe("");
    }
    expect(sitemapResponse(get({ "if-none-match": 'W/"old"' }), file).status).toBe(200);
    expect(matchesEtag('"a", W/"b"', 'W/"b"')).toBe(true);
    expect(matchesEtag('"ab"', 'W/"b"')).toBe(false);
    expect(matchesEtag(null, 'W/"b"')).toBe(false);
  });
});
