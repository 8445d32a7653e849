import { connection } from "next/server";
import { sitemapResponse } from "@/seo/file-response";
import { sitemapIndex } from "@/seo/sitemap-files";

/** The sitemap index, naming every sitemap file; kept until a project write, read at request time (SITE_URL). */
export async function GET(request: Request) {
  await connection();
  return sitemapResponse(request, await sitemapIndex());
}
