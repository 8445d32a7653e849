/**
 * The languages of the site. Visitors read Spanish (the default, at unprefixed
 * addresses), Galician and English (under /gl/… and /en/…); staff choose their admin language
 * among Spanish, Galician, Portuguese and English (stored with the user). Portuguese is the
 * spec's own (Brazilian) wording, so it formats as pt-BR.
 */
export const ADMIN_LOCALES = ["es", "gl", "pt", "en"] as const;
export const PUBLIC_LOCALES = ["es", "gl", "en"] as const;
export type Locale = (typeof ADMIN_LOCALES)[number];
export type PublicLocale = (typeof PUBLIC_LOCALES)[number];

export const DEFAULT_LOCALE = "es" satisfies PublicLocale;

/** Each language's name in itself, for the switchers. */
export const LANGUAGE_NAMES: Record<Locale, string> = { es: "Español", gl: "Galego", pt: "Português", en: "English" };

/** The BCP 47 tag each language formats dates and numbers with (dd/MM/yyyy in all four). */
export const INTL_LOCALE: Record<Locale, string> = { es: "es-ES", gl: "gl-ES", pt: "pt-BR", en: "en-GB" };

export const isLocale = (value: unknown): value is Locale => (ADMIN_LOCALES as readonly unknown[]).includes(value);
export const isPublicLocale = (value: unknown): value is PublicLocale => (PUBLIC_LOCALES as readonly unknown[]).includes(value);

/** A public path in `locale`: Spanish keeps the path as it is, the others gain their prefix. */
export function localizedPath(locale: PublicLocale, path: string): string {
  if (!path.startsWith("/")) throw new Error(`not an absolute path: ${path}`);
  if (locale === DEFAULT_LOCALE) return path;
  const [pathname, rest = ""] = splitSuffix(path);
  return `/${locale}${pathname === "/" ? "" : pathname}${rest}`;
}

/** The language a public path is in and the path without its prefix (`/gl/projeto/x` → gl, `/projeto/x`). */
export function localeOfPath(path: string): { locale: PublicLocale; path: string } {
  const [pathname, rest = ""] = splitSuffix(path);
  const first = pathname.split("/")[1];
  if (first !== DEFAULT_LOCALE && isPublicLocale(first)) {
    const unprefixed = pathname.slice(first.length + 1) || "/";
    return { locale: first, path: `${unprefixed}${rest}` };
  }
  return { locale: DEFAULT_LOCALE, path };
}

/** [pathname, "?query#fragment"]: prefixes apply to the pathname only. */
function splitSuffix(path: string): [string, string] {
  const at = path.search(/[?#]/);
  return at === -1 ? [path, ""] : [path.slice(0, at), path.slice(at)];
}

/** A link of the site (settings' quick and legal links) in `locale`; an outside address unchanged. */
export function localizedHref(locale: PublicLocale, href: string): string {
  return href.startsWith("/") && !href.startsWith("//") ? localizedPath(locale, href) : href;
}
