import { DEFAULT_LOCALE, PUBLIC_LOCALES, localizedPath } from "@/i18n/locales";

/**
 * The sitemap as strings (spec admin.md §7 "Client-built files"), per the sitemaps.org protocol:
 * /sitemap.xml is an index naming the sitemap files, /sitemaps/<n>.xml.gz (gzip-compressed, as the
 * protocol allows); each file lists its share of the published projects, the first one also the
 * static pages. Pure: the routes and the admin download build the same bytes from the same input
 * (src/seo/sitemap-files.ts reads, compresses and keeps them).
 */
export type SitemapEntryInput = { slug: string; updatedAt: Date | string | null | undefined };

type ChangeFreq = "weekly" | "monthly" | "yearly";
type UrlEntry = { path: string; changefreq: ChangeFreq; priority: number; lastmod?: string };

export const SITEMAP_STATIC_PAGES: readonly { path: string; changefreq: ChangeFreq; priority: number }[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/politica-de-privacidade", changefreq: "yearly", priority: 0.3 },
  { path: "/termos-de-servico", changefreq: "yearly", priority: 0.3 },
  { path: "/aviso-legal", changefreq: "yearly", priority: 0.3 },
  { path: "/declaracion-de-accesibilidad", changefreq: "yearly", priority: 0.3 },
  { path: "/opiniones", changefreq: "weekly", priority: 0.5 },
  { path: "/presupuesto", changefreq: "yearly", priority: 0.5 },
];
export const SITEMAP_PROJECT = { changefreq: "monthly", priority: 0.8 } as const;

/** The protocol's limits: URLs in one sitemap file, and sitemap files in one index. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_INDEX_MAX_FILES = 50_000;

/**
 * Projects per sitemap file. A project is 3 URLs (one per language), each naming its 4
 * alternates: about 2 KB of XML with usual slugs (5 KB with 200-character ones), so a file is
 * about 2 MB (about 0.1 MB gzip) and 3,021 URLs with the static pages, far under the protocol's
 * 50,000 URLs and 50 MB. A file is built once per project write: reading 1,000 rows, writing and
 * compressing them takes tens of milliseconds and a few MB while it runs; 20,000 projects are
 * 20 files.
 */
export const SITEMAP_PROJECTS_PER_FILE = 1000;

/** The address of sitemap file `n` (from 1). */
export const sitemapFilePath = (n: number): string => `/sitemaps/${n}.xml.gz`;

/** The file number of a `/sitemaps/<name>` segment (`3.xml.gz` → 3); null for anything else (`03.xml.gz`, `0.xml.gz`, `3.xml`). */
export function parseSitemapFileName(name: string): number | null {
  const match = /^([1-9]\d{0,8})\.xml\.gz$/.exec(name);
  return match ? Number(match[1]) : null;
}

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);
}

/** The origin without trailing slashes, so paths join with exactly one. */
export const normaliseOrigin = (origin: string) => origin.trim().replace(/\/+$/, "");

/** W3C datetime (full ISO, UTC) or nothing when the date is missing or invalid. */
function lastmod(value: SitemapEntryInput["updatedAt"]): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** Locales each page is listed in, and the hreflang alternates each entry names (x-default: Spanish). */
const HREFLANGS = [...PUBLIC_LOCALES.map((l) => [l, l] as const), ["x-default", DEFAULT_LOCALE] as const];

/**
 * One sitemap file (`<urlset>`): every page in every public language (Spanish first, then
 * Galician, then English), each entry naming its other languages as `xhtml:link` alternates, as
 * search engines ask of translated pages. The static pages come first unless `staticPages` is
 * false (every file after the first). Throws past the protocol's 50,000 URLs.
 */
export function buildSitemapXml(origin: string, projects: readonly SitemapEntryInput[], { staticPages = true } = {}): string {
  const base = normaliseOrigin(origin);
  const pages: UrlEntry[] = [
    ...(staticPages ? SITEMAP_STATIC_PAGES.map((page) => ({ path: page.path, changefreq: page.changefreq, priority: page.priority })) : []),
    ...projects
      .filter((p) => p.slug)
      .map((p) => ({
        path: `/projeto/${encodeURIComponent(p.slug)}`,
        changefreq: SITEMAP_PROJECT.changefreq,
        priority: SITEMAP_PROJECT.priority,
        lastmod: lastmod(p.updatedAt),
      })),
  ];
  const urlCount = pages.length * PUBLIC_LOCALES.length;
  if (urlCount > SITEMAP_MAX_URLS) throw new RangeError(`a sitemap file holds at most ${SITEMAP_MAX_URLS} URLs, not ${urlCount}`);
  // What every language's entry of a page shares (its alternates and fields), written once.
  const shared = pages.map((e) => ({
    fields: [
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      ...HREFLANGS.map(([hreflang, l]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${base}${localizedPath(l, e.path)}`)}"/>`),
    ].join("\n"),
  }));
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const locale of PUBLIC_LOCALES) {
    pages.forEach((e, i) => lines.push("  <url>", `    <loc>${escapeXml(`${base}${localizedPath(locale, e.path)}`)}</loc>`, shared[i].fields, "  </url>"));
  }
  lines.push("</urlset>", "");
  return lines.join("\n");
}

/** One entry of the index: file `n` and the newest change among its projects, when known. */
export type SitemapIndexEntry = { n: number; lastmod?: Date | string | null };

/** The sitemap index (`<sitemapindex>`) naming every file at its absolute address. */
export function buildSitemapIndexXml(origin: string, files: readonly SitemapIndexEntry[]): string {
  if (files.length > SITEMAP_INDEX_MAX_FILES) throw new RangeError(`a sitemap index names at most ${SITEMAP_INDEX_MAX_FILES} files, not ${files.length}`);
  const base = normaliseOrigin(origin);
  const entries = files.map((file) => {
    const modified = lastmod(file.lastmod);
    return [
      "  <sitemap>",
      `    <loc>${escapeXml(`${base}${sitemapFilePath(file.n)}`)}</loc>`,
      ...(modified ? [`    <lastmod>${modified}</lastmod>`] : []),
      "  </sitemap>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    "</sitemapindex>",
    "",
  ].join("\n");
}
