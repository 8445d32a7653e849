/** The public origin (no trailing slash): SITE_URL, else http://localhost:PORT. */
export function siteUrl(): string {
  const configured = process.env.SITE_URL || process.env.BETTER_AUTH_URL;
  return (configured || `http://localhost:${process.env.PORT || 3000}`).replace(/\/+$/, "");
}
