import type { Page } from "playwright-core";
import { INTL_LOCALE, type Locale } from "@/i18n/locales";
import { hydrated } from "./hydration";

/**
 * Chooses the back office's language in the sidebar's list, as the person does, and waits for the
 * page to be in it. The admin is shared with the files that run next: a test that changes it
 * chooses Spanish again in its `finally`.
 */
export async function chooseAdminLanguage(page: Page, locale: Locale) {
  await hydrated(page, "#admin-language");
  await page.locator("#admin-language").selectOption(locale);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, INTL_LOCALE[locale]);
}
