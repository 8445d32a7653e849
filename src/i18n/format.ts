import { INTL_LOCALE, type Locale } from "./locales";

const pluralRules = new Map<Locale, Intl.PluralRules>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();
const monthFormats = new Map<Locale, Intl.DateTimeFormat>();

function cached<T>(map: Map<Locale, T>, locale: Locale, make: (tag: string) => T): T {
  let value = map.get(locale);
  if (!value) map.set(locale, (value = make(INTL_LOCALE[locale])));
  return value;
}

/** A calendar month ("2026-11") as the language names it, capitalised: "Noviembre de 2026", "Novembro de 2026", "November 2026". */
export function formatMonth(locale: Locale, month: string): string {
  const format = cached(monthFormats, locale, (tag) => new Intl.DateTimeFormat(tag, { month: "long", year: "numeric", timeZone: "UTC" }));
  const name = format.format(new Date(`${month}-01T12:00:00Z`));
  return name.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + name.slice(1);
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
