import type { PublicLocale } from "@/i18n/locales";
import { pageScript } from "../inline-scripts";

/**
 * Page-wide behaviours (image fallback, service worker, page-view beacon, reveal) as one small
 * inline script at the end of the body instead of hydrated components. Its text, in the page's
 * language, is in ../inline-scripts.ts, allowed by its hash.
 */
export function PageScripts({ locale }: { locale: PublicLocale }) {
  return <script dangerouslySetInnerHTML={{ __html: pageScript(locale) }} />;
}
