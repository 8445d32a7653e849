import type { Locale, PublicLocale } from "./locales";

/**
 * One domain's strings in every admin language. The Spanish object is written first and gives
 * the shape (`typeof es`): a key missing or misspelt in another language fails `tsc`, and
 * `tests/unit/catalogues.test.ts` checks every catalogue again at run time.
 */
export type Catalogue<T> = Record<Locale, T>;

/** Strings only visitors read: the public languages (no Portuguese). */
export type PublicCatalogue<T> = Record<PublicLocale, T>;
