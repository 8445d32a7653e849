import { connection } from "next/server";
import { SEO_FILES } from "@/seo/files";

const file = SEO_FILES["sitemap.xml"];

/** The live sitemap: the same builder as the admin download, read at request time. */
export async function GET() {
  await connection();
  return new Response(await file.build(), {
    headers: { "Content-Type": file.contentType, "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
