import type { Metadata } from "next";
import { DEFAULT_LOCALE, INTL_LOCALE, PUBLIC_LOCALES, localizedPath, type PublicLocale } from "@/i18n/locales";
import { settingsFallbacks } from "@/settings/defaults";

/**
 * A public page's addresses: its canonical one in `locale`, and one per language for the
 * `hreflang` alternates (Spanish, unprefixed, is also the default for other languages).
 */
export function languageAlternates(locale: PublicLocale, path: string): NonNullable<Metadata["alternates"]> {
  const languages: Record<string, string> = Object.fromEntries(PUBLIC_LOCALES.map((l) => [l, localizedPath(l, path)]));
  languages["x-default"] = localizedPath(DEFAULT_LOCALE, path);
  return { canonical: localizedPath(locale, path), languages };
}

/** Open Graph's locale form: es_ES, gl_ES, en_GB. */
export const openGraphLocale = (locale: PublicLocale) => INTL_LOCALE[locale].replace("-", "_");

export type PageMetadataInput = {
  /** The full page title, as it should appear in the tab and in search results. */
  title: string;
  description: string;
  /** Path on this site in Spanish ("/termos-de-servico"); resolved against the root layout's metadataBase. */
  path: string;
  /** The page's language: its canonical address and alternates follow. */
  locale: PublicLocale;
  /** Social-card image: a path on this site or an absolute URL. */
  image?: string | null;
  keywords?: readonly string[];
  /** The company name shown as the Open Graph site name. */
  siteName?: string;
  /** Keep the page out of search indexes (links on it are still followed). */
  noIndex?: boolean;
};

/**
 * One page's metadata: title, description, keywords, canonical URL and its other languages,
 * Open Graph and Twitter card.
 * Next merges metadata shallowly, so every nested object is given whole here.
 */
export function pageMetadata({ title, description, path, locale, image, keywords, siteName, noIndex }: PageMetadataInput): Metadata {
  const images = image ? [{ url: image }] : undefined;
  const cleanKeywords = keywords?.map((k) => k.trim()).filter(Boolean);
  return {
    title,
    description,
    ...(cleanKeywords?.length ? { keywords: cleanKeywords } : {}),
    alternates: languageAlternates(locale, path),
    openGraph: {
      type: "website",
      locale: openGraphLocale(locale),
      siteName: siteName || settingsFallbacks.companyName,
      url: localizedPath(locale, path),
      title,
      description,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: "summary_large_image",
      title,
      description,
      ...(images ? { images } : {}),
    },
    ...(noIndex ? { robots: { index: false, follow: true } } : {}),
  };
}
