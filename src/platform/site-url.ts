import { readEnv } from "@/env";

/** SITE_URL (or better-auth's BETTER_AUTH_URL) as configured, without a trailing slash; undefined when neither is set. */
export function configuredSiteUrl(): string | undefined {
  return (readEnv("SITE_URL") ?? readEnv("BETTER_AUTH_URL"))?.replace(/\/+$/, "");
}

/** The public origin (no trailing slash): SITE_URL, else http://localhost:PORT. */
export function siteUrl(): string {
  return configuredSiteUrl() ?? `http://localhost:${readEnv("PORT")}`;
}
