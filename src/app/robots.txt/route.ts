import { connection } from "next/server";
import { SEO_FILES } from "@/seo/files";

const file = SEO_FILES["robots.txt"];

/** The live robots.txt; rendered per request so SITE_URL is read at run time, not at build. */
export async function GET() {
  await connection();
  return new Response(await file.build(), {
    headers: { "Content-Type": file.contentType, "Cache-Control": "public, max-age=0, must-revalidate" },
  });
}
