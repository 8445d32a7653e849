import { normaliseOrigin } from "./sitemap";

/**
 * robots.txt as a string (spec admin.md §7 "Client-built files"): allow all, keep crawlers out
 * of the back office and sign-in, point at the sitemap. Pure, shared by the live route and the
 * admin download.
 */
export function buildRobotsTxt(origin: string): string {
  return [
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
    `Sitemap: ${normaliseOrigin(origin)}/sitemap.xml`,
    "",
  ].join("\n");
}
