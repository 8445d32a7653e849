import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { DEFAULT_LOCALE, isPublicLocale, localizedPath } from "@/i18n/locales";
import { answerWithStatus } from "@/platform/page-status";
import { PageNotFound } from "@/site/components/page-not-found";

export const metadata: Metadata = { robots: { index: false } };

/** A segment as it appears in the address bar: Next hands them over still percent-encoded. */
function asInUrl(segment: string): string {
  try {
    return encodeURIComponent(decodeURIComponent(segment));
  } catch {
    return encodeURIComponent(segment);
  }
}

/**
 * Catches every path no route matches, so the unknown path is logged on the server. The 404
 * screen is rendered here rather than by throwing `notFound()`, so it is in the served HTML
 * (src/platform/page-status.ts), inside the site's header and footer.
 */
export default async function MissingPage({ params }: { params: Promise<{ locale: string; missing: string[] }> }) {
  const { locale, missing } = await params;
  const path = `/${missing.map(asInUrl).join("/")}`;
  console.warn("[404] unknown path", isPublicLocale(locale) ? localizedPath(locale, path) : path);
  if (!answerWithStatus(404)) notFound();
  return <PageNotFound locale={isPublicLocale(locale) ? locale : DEFAULT_LOCALE} framed />;
}
