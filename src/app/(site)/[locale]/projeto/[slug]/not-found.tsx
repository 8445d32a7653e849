import { headers } from "next/headers";
import { DEFAULT_LOCALE, isPublicLocale } from "@/i18n/locales";
import { ProjectNotFound } from "@/projects/components/project-not-found";

/** Only reached where nothing serves the page's own status (`next dev`): see page.tsx. */
export default async function NotFound() {
  const locale = (await headers()).get("x-locale");
  return <ProjectNotFound locale={isPublicLocale(locale) ? locale : DEFAULT_LOCALE} />;
}
