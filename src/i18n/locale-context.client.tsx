"use client";
import { createContext, useContext, useEffect, useMemo, type ReactNode } from "react";
import type { ClientCatalogueName, ClientCatalogues } from "./client-catalogues";
import { setBrowserLocale } from "./current";
import { DEFAULT_LOCALE, INTL_LOCALE, type Locale } from "./locales";
import { fromWire, type Wire } from "./wire";

type Strings = { locale: Locale; catalogues: Record<string, unknown> };

const LocaleContext = createContext<Strings>({ locale: DEFAULT_LOCALE, catalogues: {} });

/**
 * One object per catalogue and language for as long as its text is the same: every refresh of
 * the page (a server action, `router.refresh()`) sends the strings again, and a component that
 * keeps its strings among an effect's or an editor's dependencies must not be rebuilt for that.
 */
const received = new Map<string, { text: string; strings: unknown }>();

function stringsOf(locale: Locale, name: string, wire: Wire): unknown {
  const key = `${locale}:${name}`;
  const text = JSON.stringify(wire);
  const kept = received.get(key);
  if (kept?.text === text) return kept.strings;
  const strings = fromWire(wire);
  received.set(key, { text, strings });
  return strings;
}

/**
 * The language of every client component below (the admin shell sets the person's) and the
 * strings they read, in that language only: `messages` are the catalogues client components use,
 * as `toWire` sent them. With `documentLanguage`, it also keeps `<html lang>` in step when the
 * language changes in place.
 */
export function LocaleProvider({
  locale,
  messages = {},
  documentLanguage = false,
  children,
}: {
  locale: Locale;
  messages?: Record<string, Wire>;
  documentLanguage?: boolean;
  children: ReactNode;
}) {
  // For the shared form schemas, which validate in the browser outside any render.
  setBrowserLocale(locale);
  useEffect(() => {
    if (documentLanguage) document.documentElement.lang = INTL_LOCALE[locale];
  }, [documentLanguage, locale]);
  const value = useMemo(
    () => ({ locale, catalogues: Object.fromEntries(Object.entries(messages).map(([name, wire]) => [name, stringsOf(locale, name, wire)])) }),
    [locale, messages],
  );
  return <LocaleContext value={value}>{children}</LocaleContext>;
}

export const useLocale = (): Locale => useContext(LocaleContext).locale;

/** A client component's strings, in the page's language, as the server sent them (src/client-messages.ts). */
export function useMessages<K extends ClientCatalogueName>(name: K): ClientCatalogues[K] {
  const strings = useContext(LocaleContext).catalogues[name];
  if (strings === undefined) throw new Error(`No "${name}" strings were sent to this page.`);
  return strings as ClientCatalogues[K];
}
