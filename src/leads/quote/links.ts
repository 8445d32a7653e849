import { localizedPath, type PublicLocale } from "@/i18n/locales";

/**
 * Where the "Solicitar presupuesto" buttons lead: the quote request page, from a project's page
 * with that project's slug (public, never personal data) so the lead records where it came from.
 */
export function quoteHref(locale: PublicLocale, projectSlug?: string): string {
  const path = localizedPath(locale, "/presupuesto");
  return projectSlug ? `${path}?proyecto=${encodeURIComponent(projectSlug)}` : path;
}
