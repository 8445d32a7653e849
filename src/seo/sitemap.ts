import { DEFAULT_LOCALE, PUBLIC_LOCALES, localizedPath } from "@/i18n/locales";

/**
 * sitemap.xml as a string (spec admin.md §7 "Client-built files"). Pure: the live
 * /sitemap.xml route and the admin download build the same bytes from the same input.
 */
export type SitemapEntryInput = { slug: string; updatedAt: Date | string | null | undefined };

type ChangeFreq = "weekly" | "monthly" | "yearly";
type UrlEntry = { path: string; changefreq: ChangeFreq; priority: number; lastmod?: string };

export const SITEMAP_STATIC_PAGES: readonly { path: string; changefreq: ChangeFreq; priority: number }[] = [
  { path: "/", changefreq: "weekly", priority: 1 },
  { path: "/politica-de-privacidade", changefreq: "yearly", priority: 0.3 },
  { path: "/termos-de-servico", changefreq: "yearly", priority: 0.3 },
];
export const SITEMAP_PROJECT = { changefreq: "monthly", priority: 0.8 } as const;

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

/**
 * Every page in every public language (Spanish first, then Galician, then English), each entry
 * naming its other languages as `xhtml:link` alternates, as search engines ask of translated pages.
 */
export function buildSitemapXml(origin: string, projects: readonly SitemapEntryInput[]): string {
  const base = normaliseOrigin(origin);
  const pages: UrlEntry[] = [
    ...SITEMAP_STATIC_PAGES.map((page) => ({ path: page.path, changefreq: page.changefreq, priority: page.priority })),
    ...projects
      .filter((p) => p.slug)
      .map((p) => ({
        path: `/projeto/${encodeURIComponent(p.slug)}`,
        changefreq: SITEMAP_PROJECT.changefreq,
        priority: SITEMAP_PROJECT.priority,
        lastmod: lastmod(p.updatedAt),
      })),
  ];
  const alternates = (path: string) =>
    [...PUBLIC_LOCALES.map((l) => [l, l] as const), ["x-default", DEFAULT_LOCALE] as const].map(
      ([hreflang, l]) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(`${base}${localizedPath(l, path)}`)}"/>`,
    );
  const urls = PUBLIC_LOCALES.flatMap((locale) => pages.map((e) => ({ ...e, loc: `${base}${localizedPath(locale, e.path)}` }))).map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(e.loc)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      ...alternates(e.path),
      "  </url>",
    ].join("\n"),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}
