import { connection } from "next/server";
import { siteUrl } from "@/platform/site-url";
import { buildRobotsTxt } from "@/seo/robots";

/** The live robots.txt; rendered per request so SITE_URL is read at run time, not at build. */
export async function GET() {
  await connection();
  return new Response(buildRobotsTxt(siteUrl()), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=0, must-revalidate",
    },
  });
}
