import { connection } from "next/server";
import { sitemapResponse } from "@/seo/file-response";
import { parseSitemapFileName } from "@/seo/sitemap";
import { sitemapFile } from "@/seo/sitemap-files";

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", ...headers } });

/** /sitemaps/<n>.xml.gz: one sitemap file of the index (src/seo/sitemap-files.ts), kept until a project write. */
export async function GET(request: Request, { params }: { params: Promise<{ file: string }> }) {
  await connection();
  const n = parseSitemapFileName((await params).file);
  if (n === null) return plain(404, "Not found");
  let document;
  try {
    document = await sitemapFile(n);
  } catch (err) {
    // Crawlers retry a 503 later and keep what they had; a 500 could count against the site.
    console.error(`[sitemap] could not build sitemap file ${n}`, err);
    return plain(503, "Service unavailable", { "Retry-After": "60" });
  }
  return document ? sitemapResponse(request, document) : plain(404, "Not found");
}
