/**
 * Text as the server accepts it, whatever was pasted into a form (a PDF, a word processor, a
 * terminal): PostgreSQL refuses a NUL in text and in jsonb, and jsonb refuses a lone surrogate,
 * so either would fail a whole save; other control characters are never what a person meant.
 * Pure: the admin action pipeline and the public forms run every input through it before
 * validation, and the rich-text sanitiser runs its output through it (an entity such as `&#1;`
 * decodes to a control character).
 */

/** Control characters (\p{Cc}: C0, DEL, C1) except tab and line feed; carriage returns become line feeds first. */
const CONTROLS = /[^\P{Cc}\t\n]/gu;

/**
 * One string: lone surrogates become U+FFFD, CRLF and lone CR become LF, other control
 * characters except tab go, and the result is in Unicode NFC (a decomposed "é" is composed, so
 * equal-looking texts compare, search and count alike).
 */
export function normalizeText(value: string): string {
  return value.toWellFormed().replace(/\r\n?/g, "\n").replace(CONTROLS, "").normalize("NFC");
}

/** True when `normalizeText` would change nothing: what reaches the database must be. */
export const isNormalizedText = (value: string): boolean => normalizeText(value) === value;

/**
 * Deeper than any form of this app nests its values. Anything below is replaced by null, which
 * every schema refuses, so an absurdly nested post cannot exhaust the stack of the walk.
 */
const MAX_DEPTH = 64;

export type NormalizeOptions = {
  /**
   * Keys whose values are passed on exactly as typed, at any depth: secrets (a password is
   * compared byte for byte by whoever checks it, and is never stored as text).
   */
  verbatim?: readonly string[];
};

const isPlainObject = (value: object): value is Record<string, unknown> => {
  const proto = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
};

/**
 * Every string in an action's input, at any depth: object values and keys, array items,
 * FormData fields. Other values (numbers, booleans, dates, files) are kept as they are. The
 * input is not changed; shared and circular references keep their shape in the copy.
 */
export function normalizeInput<T>(input: T, options: NormalizeOptions = {}): T {
  const verbatim = new Set(options.verbatim ?? []);
  const copies = new Map<object, unknown>();

  const walk = (value: unknown, depth: number): unknown => {
    if (typeof value === "string") return normalizeText(value);
    if (value === null || typeof value !== "object") return value;
    const seen = copies.get(value);
    if (seen !== undefined) return seen;
    if (depth > MAX_DEPTH) return null;

    if (Array.isArray(value)) {
      const out: unknown[] = [];
      copies.set(value, out);
      for (const item of value) out.push(walk(item, depth + 1));
      return out;
    }
    if (typeof FormData !== "undefined" && value instanceof FormData) {
      const out = new FormData();
      copies.set(value, out);
      for (const [name, field] of value.entries()) {
        if (typeof field !== "string") out.append(normalizeText(name), field);
        else out.append(normalizeText(name), verbatim.has(name) ? field : normalizeText(field));
      }
      return out;
    }
    if (!isPlainObject(value)) return value;

    const out: Record<string, unknown> = Object.create(Object.getPrototypeOf(value));
    copies.set(value, out);
    for (const key of Object.keys(value)) {
      const field = value[key];
      // defineProperty: a key named "__proto__" (JSON.parse makes it an own key) stays a plain key.
      Object.defineProperty(out, normalizeText(key), {
        value: verbatim.has(key) ? field : walk(field, depth + 1),
        enumerable: true,
        writable: true,
        configurable: true,
      });
    }
    return out;
  };

  return walk(input, 0) as T;
}

/** True when some string anywhere in `value` is not normalised (a test's check of what was stored). */
export function hasUnnormalizedText(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return !isNormalizedText(value);
  if (value === null || typeof value !== "object" || depth > MAX_DEPTH) return false;
  if (Array.isArray(value)) return value.some((item) => hasUnnormalizedText(item, depth + 1));
  if (!isPlainObject(value)) return false;
  return Object.entries(value).some(([key, field]) => !isNormalizedText(key) || hasUnnormalizedText(field, depth + 1));
}
