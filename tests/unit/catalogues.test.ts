import { describe, expect, it } from "vitest";
import { ADMIN_LOCALES, PUBLIC_LOCALES } from "@/i18n/locales";

/**
 * Every message catalogue: each language has every key of the Spanish one, no string
 * is empty, a phrase with a value takes as many values in every language, and a language is not
 * a copy of the Spanish. Catalogues are found by shape (an export keyed by the languages), in
 * every catalogue file: `messages.ts` anywhere and `src/messages/*.ts` (catalogue-files.test.ts
 * keeps every catalogue in one of them).
 */
const modules = import.meta.glob<Record<string, unknown>>(["/src/**/messages.ts", "/src/messages/*.ts"], { eager: true });

type Found = { name: string; catalogue: Record<string, unknown> };

const sameKeys = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((k) => b.includes(k));

function catalogues(): Found[] {
  const found: Found[] = [];
  for (const [file, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (!value || typeof value !== "object") continue;
      const keys = Object.keys(value);
      const languages = Object.values(value);
      // A catalogue holds an object of strings per language (not a name or a tag per language).
      if (!languages.every((v) => v && typeof v === "object")) continue;
      if (sameKeys(keys, ADMIN_LOCALES) || sameKeys(keys, PUBLIC_LOCALES)) found.push({ name: `${file} ${name}`, catalogue: value as Record<string, unknown> });
    }
  }
  return found;
}

/** Where `other` departs from the Spanish `es`: missing or extra keys, empty strings, other arities. */
function differences(es: unknown, other: unknown, path: string, out: string[]): void {
  if (typeof es === "string") {
    if (typeof other !== "string") out.push(`${path}: not a string`);
    else if (!other.trim()) out.push(`${path}: empty`);
    return;
  }
  if (typeof es === "function") {
    if (typeof other !== "function") out.push(`${path}: not a function`);
    else if (other.length !== es.length) out.push(`${path}: takes ${other.length} values, Spanish ${es.length}`);
    return;
  }
  if (Array.isArray(es)) {
    if (!Array.isArray(other) || other.length !== es.length) out.push(`${path}: not a list of ${es.length}`);
    else es.forEach((item, i) => differences(item, other[i], `${path}[${i}]`, out));
    return;
  }
  if (es && typeof es === "object") {
    if (!other || typeof other !== "object") return void out.push(`${path}: not an object`);
    const a = Object.keys(es);
    const b = Object.keys(other);
    for (const key of a) if (!b.includes(key)) out.push(`${path}.${key}: missing`);
    for (const key of b) if (!a.includes(key)) out.push(`${path}.${key}: not in the Spanish catalogue`);
    for (const key of a) if (b.includes(key)) differences((es as Record<string, unknown>)[key], (other as Record<string, unknown>)[key], `${path}.${key}`, out);
  }
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const found = catalogues();

describe("message catalogues", () => {
  it("are found", () => {
    expect(found.length).toBeGreaterThan(0);
  });

  it.each(found.map((f) => [f.name, f.catalogue] as const))("%s: every language has every key", (_name, catalogue) => {
    const out: string[] = [];
    for (const [locale, messages] of Object.entries(catalogue)) if (locale !== "es") differences(catalogue.es, messages, locale, out);
    expect(out).toEqual([]);
  });

  it.each(found.map((f) => [f.name, f.catalogue] as const))("%s: no language is a copy of the Spanish", (_name, catalogue) => {
    const spanish = strings(catalogue.es);
    for (const [locale, messages] of Object.entries(catalogue)) {
      if (locale === "es" || spanish.length < 4) continue;
      const same = strings(messages).filter((s, i) => s === spanish[i]).length;
      expect(same, `${locale}: ${same} of ${spanish.length} strings are the Spanish ones`).toBeLessThan(spanish.length);
    }
  });
});
