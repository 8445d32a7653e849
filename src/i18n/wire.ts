import { plural, type PluralForms } from "./format";
import type { Locale } from "./locales";

/**
 * One language's strings as they travel from a server component to client components: React
 * can send strings, numbers, arrays and plain objects, not functions. A catalogue's functions
 * cross in one of two shapes and become functions again in the browser (`fromWire`):
 *
 * - a **template**: what the function returns for placeholder arguments, split where each
 *   argument went. This is every entry that only writes its arguments into a sentence,
 *   `(title) => \`Eliminar "${title}"\``, the common case, written as an ordinary function.
 * - a **count**: `counted(locale, { one, other })`, for a phrase whose words depend on a number
 *   (`plural`), which a template cannot express.
 *
 * Anything else (a function that branches on its arguments or formats them) cannot cross;
 * `tests/unit/client-catalogues.test.ts` calls every entry of every catalogue client components
 * read, before and after the trip, and fails on any that differs.
 */
export type Wire = string | number | boolean | null | Wire[] | { [key: string]: Wire };

type Template = { $template: (string | number)[] };
type Count = { $count: { locale: Locale; forms: PluralForms } };

const COUNT = Symbol("count");
type CountedFunction = ((n: number) => string) & { [COUNT]: Count["$count"] };

/** A counted phrase in `locale`: `(n) => plural(locale, n, forms)` that can cross to the browser. */
export function counted(locale: Locale, forms: PluralForms): (n: number) => string {
  const phrase = (n: number) => plural(locale, n, forms);
  return Object.assign(phrase, { [COUNT]: { locale, forms } });
}

// Private-use characters: no catalogue text contains them.
const OPEN = "\uE000";
const CLOSE = "\uE001";
const PLACEHOLDER = new RegExp(`${OPEN}(\\d+)${CLOSE}`);

function template(fn: (...args: string[]) => unknown): Template {
  const placeholders = Array.from({ length: fn.length }, (_, i) => `${OPEN}${i}${CLOSE}`);
  const text = fn(...placeholders);
  if (typeof text !== "string") throw new TypeError("A catalogue function that crosses to the browser must return a string.");
  // split() with a capturing group alternates text and argument indexes: "a", "0", "b".
  const parts = text.split(PLACEHOLDER).map((part, i) => (i % 2 === 1 ? Number(part) : part));
  return { $template: parts.filter((part) => part !== "") };
}

/** Server side: the strings of one language, ready to send to client components. */
export function toWire(value: unknown): Wire {
  if (typeof value === "function") {
    const count = (value as Partial<CountedFunction>)[COUNT];
    return count ? { $count: count } : template(value as (...args: string[]) => unknown);
  }
  if (Array.isArray(value)) return value.map(toWire);
  if (value !== null && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, toWire(v)]));
  return value as Wire;
}

const isTemplate = (value: object): value is Template => "$template" in value;
const isCount = (value: object): value is Count => "$count" in value;

/** Browser side: the strings as the catalogue wrote them, functions included. */
export function fromWire(value: Wire): unknown {
  if (Array.isArray(value)) return value.map(fromWire);
  if (value === null || typeof value !== "object") return value;
  if (isTemplate(value)) {
    const parts = value.$template;
    return (...args: unknown[]) => parts.map((part) => (typeof part === "number" ? String(args[part]) : part)).join("");
  }
  if (isCount(value)) return counted(value.$count.locale, value.$count.forms);
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromWire(v)]));
}
