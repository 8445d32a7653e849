import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { headers } from "next/headers";
import { setLocaleSource } from "./current";
import { DEFAULT_LOCALE, isPublicLocale, type Locale, type PublicLocale } from "./locales";

// One store per process: the server bundles may each hold a copy of this module, and each copy
// points t() at its store (the last one loaded wins), so every copy must share the same one.
const shared = globalThis as typeof globalThis & { __requestLocale?: AsyncLocalStorage<Locale> };
const requestLocale = (shared.__requestLocale ??= new AsyncLocalStorage<Locale>());
setLocaleSource(() => requestLocale.getStore());

/** Runs `work` (an action, its service calls, its schema) in `locale`: `t()` reads it there. */
export function runInLocale<R>(locale: Locale, work: () => R): R {
  return requestLocale.run(locale, work);
}

/** A public request's language: src/proxy.ts names it from the page's address (/gl/…, /en/…). */
export async function visitorLocale(): Promise<PublicLocale> {
  const locale = (await headers()).get("x-locale");
  return isPublicLocale(locale) ? locale : DEFAULT_LOCALE;
}
