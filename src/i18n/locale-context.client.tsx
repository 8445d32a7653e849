"use client";
import { createContext, useContext, type ReactNode } from "react";
import type { Catalogue, PublicCatalogue } from "./catalogue";
import { setBrowserLocale } from "./current";
import { DEFAULT_LOCALE, type Locale } from "./locales";

const LocaleContext = createContext<Locale>(DEFAULT_LOCALE);

/** The language of every client component below (the admin shell sets the person's). */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // For the shared form schemas, which validate in the browser outside any render.
  setBrowserLocale(locale);
  return <LocaleContext value={locale}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext);

/** A client component's strings in the page's language. */
export function useMessages<T>(catalogue: Catalogue<T> | PublicCatalogue<T>): T {
  const locale = useLocale();
  return (catalogue as Partial<Record<Locale, T>>)[locale] ?? catalogue[DEFAULT_LOCALE];
}
