import "server-only";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { getSessionUser } from "./server";

/** The signed-in person's admin language (Spanish when signed out); read with the session (once per render). */
export async function adminLocale(): Promise<Locale> {
  return (await getSessionUser())?.locale ?? DEFAULT_LOCALE;
}
