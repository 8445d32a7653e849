"use client";
import { createContext, useContext, useEffect, type ReactNode } from "react";
import type { Catalogue, PublicCatalogue } from "./catalogue";
import { setBrowserLocale } from "./current";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./locales";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/**
 * The language of every client component below (the admin shell sets the person's). With
 * `documentLanguage`, it also keeps `<html lang>` in step when the language changes in place.
 */
export function LocaleProvider({ locale, documentLanguage = false, children }: { locale: Locale; documentLanguage?: boolean; children: ReactNode }) {
  // For the shared form schemas, which validate in the browser outside any render.
  setBrowserLocale(locale);
  useEffect(() => {
    if (documentLanguage) document.documentElement.lang = INTL_LOCALE[locale];
  }, [documentLanguage, locale]);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** A client component's strings in the page's language. */
export function useMessages<T>(catalogue: Catalogue<T> | PublicCatalogue<T>): T {
  const locale = useLocale();
  return (catalogue as Partial<Record<Locale, T>>)[locale] ?? catalogue[DEFAULT_LOCALE];
}
