/**
 * sitemap.xml as a string (spec admin.md §7 "Client-built files"). Pure: the live
 * /sitemap.xml route and the admin download build the same bytes from the same input.
 */
export type SitemapEntryInput = { slug: string; updatedAt: Date | string | null | undefined };

type ChangeFreq = "weekly" | "monthly" | "yearly";
type UrlEntry = { loc: string; changefreq: ChangeFreq; priority: number; lastmod?: string };

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

export function buildSitemapXml(origin: string, projects: readonly SitemapEntryInput[]): string {
  const base = normaliseOrigin(origin);
  const entries: UrlEntry[] = [
    ...SITEMAP_STATIC_PAGES.map((page) => ({ loc: `${base}${page.path}`, changefreq: page.changefreq, priority: page.priority })),
    ...projects
      .filter((p) => p.slug)
      .map((p) => ({
        loc: `${base}/projeto/${encodeURIComponent(p.slug)}`,
        changefreq: SITEMAP_PROJECT.changefreq,
        priority: SITEMAP_PROJECT.priority,
        lastmod: lastmod(p.updatedAt),
      })),
  ];
  const urls = entries.map((e) =>
    [
      "  <url>",
      `    <loc>${escapeXml(e.loc)}</loc>`,
      ...(e.lastmod ? [`    <lastmod>${escapeXml(e.lastmod)}</lastmod>`] : []),
      `    <changefreq>${e.changefreq}</changefreq>`,
      `    <priority>${e.priority.toFixed(1)}</priority>`,
      "  </url>",
    ].join("\n"),
  );
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, "</urlset>", ""].join("\n");
}
