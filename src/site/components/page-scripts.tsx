import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { pageScript } from "../inline-scripts";

/**
 * Page-wide behaviours (image fallback, service worker, page-view beacon, reveal) as one small
 * inline script at the end of the body instead of hydrated components (../inline/page.ts, allowed
 * by its hash). Its text is the same in every language, so one hash serves them all; the label
 * of a failed image comes in the page's language from `data-image-error`.
 */
export function PageScripts({ locale }: { locale: PublicLocale }) {
  return <script data-image-error={messagesFor(siteMessages, locale).imageError} dangerouslySetInnerHTML={{ __html: pageScript }} />;
}
