import { DEFAULT_LOCALE, type Locale, type PublicLocale } from "./locales";

/**
 * One domain's strings in every language it is read in: the admin languages by default, the
 * public ones (`Catalogue<T, PublicLocale>`) for what only visitors read. The Spanish object is
 * written first and gives the shape (`typeof es`): a key missing or misspelt in another language
 * fails `tsc`, and `tests/unit/catalogues.test.ts` checks every catalogue again at run time.
 */
export type Catalogue<T, L extends Locale = Locale> = Record<L, T>;

/**
 * A catalogue's strings in `locale`: the one way server code with a known language reads one
 * (a public catalogue answers Portuguese, which it lacks, in Spanish). Client components use
 * `useMessages`; actions, services and schemas use `t()`.
 */
export function messagesFor<T>(catalogue: Catalogue<T, PublicLocale> | Catalogue<T>, locale: Locale): T {
  return (catalogue as Partial<Record<Locale, T>>)[locale] ?? catalogue[DEFAULT_LOCALE];
}
