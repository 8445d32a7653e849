import { INTL_LOCALE, type Locale } from "./locales";

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

function cached<T>(map: Map<Locale, T>, locale: Locale, make: (tag: string) => T): T {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make(INTL_LOCALE[locale])));
  return value;
}

/** A whole number as the language writes it (1.234 in Spanish, 1,234 in English). */
export function formatNumber(locale: Locale, n: number): string {
  return cached(numberFormats, locale, (tag) => new Intl.NumberFormat(tag)).format(n);
}

export type PluralForms = { one: string; other: string; zero?: string };

/**
 * The form of a counted phrase the language's plural rules pick: `plural("es", 3, { one: "# imagen",
 * other: "# imágenes" })` → "3 imágenes" (`#` is the formatted number), as ICU's `{n, plural, …}`.
 */
export function plural(locale: Locale, n: number, forms: PluralForms): string {
  const form =
    n === 0 && forms.zero !== undefined
      ? forms.zero
      : cached(pluralRules, locale, (tag) => new Intl.PluralRules(tag)).select(n) === "one"
        ? forms.one
        : forms.other;
  return form.replaceAll("#", formatNumber(locale, n));
}
