import { connection } from "next/server";
import { siteUrl } from "@/platform/site-url";
import { listSitemapProjects, type SitemapProject } from "@/projects/queries";
import { buildSitemapXml } from "@/seo/sitemap";

/** The live sitemap: the same builder as the admin download, read at request time. */
export async function GET() {
  await connection();
  let projects: SitemapProject[] = [];
  try {
    projects = await listSitemapProjects();
  } catch (err) {
    // Spec: a project query failure is only logged; the sitemap still lists the static pages.
    console.error("[sitemap] could not load projects", err);
  }
  return new Response(buildSitemapXml(siteUrl(), projects), {
    headers: {
      "Content-Type": "application/xml; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
