import "server-only";
import { headers } from "next/headers";
import { requestOrigin } from "@/auth/same-origin";
import { configuredSiteUrl, siteUrl } from "@/platform/site-url";

/** The address links sent out of the back office are written with: SITE_URL, else the one this person reached the site at. */
export async function linkOrigin(): Promise<string> {
  return configuredSiteUrl() ?? requestOrigin(new Request("http://site.invalid/", { headers: await headers() })) ?? siteUrl();
}
