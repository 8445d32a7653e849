import "server-only";
import type { Catalogue } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, type Locale } from "@/i18n/locales";
import { getSessionUser } from "./server";

/** The signed-in person's admin language (Spanish when signed out); read with the session (once per render). */
export async function adminLocale(): Promise<Locale> {
  return (await getSessionUser())?.locale ?? DEFAULT_LOCALE;
}

/** A server component's strings in the signed-in person's language. */
export async function adminMessages<T>(catalogue: Catalogue<T>): Promise<T> {
  return catalogue[await adminLocale()];
}
