import "server-only";
import { siteUrl } from "@/platform/site-url";
import { listSitemapProjects, type SitemapProject } from "@/projects/queries";
import { buildRobotsTxt } from "./robots";
import { buildSitemapXml } from "./sitemap";

/**
 * The SEO files as served at /sitemap.xml and /robots.txt. The admin download calls the same
 * functions, so what the admin saves is byte for byte what crawlers read.
 */
export const SEO_FILES = {
  "sitemap.xml": { contentType: "application/xml; charset=utf-8", build: currentSitemapXml },
  "robots.txt": { contentType: "text/plain; charset=utf-8", build: async () => buildRobotsTxt(siteUrl()) },
} as const;
export type SeoFileName = keyof typeof SEO_FILES;

export async function currentSitemapXml(): Promise<string> {
  let projects: SitemapProject[] = [];
  try {
    projects = await listSitemapProjects();
  } catch (err) {
    // Spec: a project query failure is only logged; the sitemap still lists the static pages.
    console.error("[sitemap] could not load projects", err);
  }
  return buildSitemapXml(siteUrl(), projects);
}
