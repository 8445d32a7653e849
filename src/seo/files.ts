import "server-only";
import { siteUrl } from "@/platform/site-url";
import { buildRobotsTxt } from "./robots";
import { XML_CONTENT_TYPE } from "./file-response";
import { sitemapIndex, sitemapXml } from "./sitemap-files";

/**
 * The SEO files at the site's root, as served at /sitemap.xml and /robots.txt. The admin
 * download calls the same functions, so what the admin saves is byte for byte what crawlers
 * read: for the sitemap, the index, which names the files (/sitemaps/<n>.xml.gz) at their addresses.
 */
export const SEO_FILES = {
  "sitemap.xml": { contentType: XML_CONTENT_TYPE, build: currentSitemapIndexXml },
  "robots.txt": { contentType: "text/plain; charset=utf-8", build: async () => buildRobotsTxt(siteUrl()) },
} as const;
export type SeoFileName = keyof typeof SEO_FILES;

export async function currentSitemapIndexXml(): Promise<string> {
  return sitemapXml(await sitemapIndex());
}
