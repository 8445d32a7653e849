import { readEnv } from "@/env";

/** The public origin (no trailing slash): SITE_URL, else http://localhost:PORT. */
export function siteUrl(): string {
  const configured = readEnv("SITE_URL") ?? readEnv("BETTER_AUTH_URL");
  return (configured ?? `http://localhost:${readEnv("PORT")}`).replace(/\/+$/, "");
}
