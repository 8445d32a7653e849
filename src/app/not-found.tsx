import { headers } from "next/headers";
import { DEFAULT_LOCALE, isPublicLocale } from "@/i18n/locales";
import { PageNotFound } from "@/site/components/page-not-found";

/** Anything that reaches Next's own not-found (the site's unknown paths have their own page). */
export default async function NotFound() {
  const locale = (await headers()).get("x-locale");
  return <PageNotFound locale={isPublicLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
