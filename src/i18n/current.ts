import { DEFAULT_LOCALE, type Locale } from "./locales";
import { messagesFor, type Catalogue } from "./catalogue";
import type { PublicLocale } from "./locales";

/**
 * The language of the code that runs outside a React render: server actions, services and the
 * form schemas shared by browser and server. On the server it is the request's (set by
 * `runInLocale`, see ./server.ts); in the browser, the page's (set by `LocaleProvider`, one
 * person per tab). Server components read theirs with `messagesFor` and client components
 * with `useMessages`: a render must not depend on a value shared between requests.
 */
type Source = () => Locale | undefined;

const holder = globalThis as typeof globalThis & { __localeSource?: Source; __browserLocale?: Locale };

export function setLocaleSource(source: Source): void {
  holder.__localeSource = source;
}

/** Browser only: the language the page was rendered in. */
export function setBrowserLocale(locale: Locale): void {
  if (typeof window !== "undefined") holder.__browserLocale = locale;
}

export function currentLocale(): Locale {
  return holder.__localeSource?.() ?? holder.__browserLocale ?? DEFAULT_LOCALE;
}

/** The current language's strings of a catalogue (a public catalogue falls back to Spanish for Portuguese). */
export function t<T>(catalogue: Catalogue<T> | Catalogue<T, PublicLocale>): T {
  return messagesFor(catalogue, currentLocale());
}
