import type { Metadata } from "next";
import { settingsFallbacks } from "@/settings/defaults";

export type PageMetadataInput = {
  /** The full page title, as it should appear in the tab and in search results. */
  title: string;
  description: string;
  /** Path on this site ("/termos-de-servico"); resolved against the root layout's metadataBase. */
  path: string;
  /** Social-card image: a path on this site or an absolute URL. */
  image?: string | null;
  keywords?: readonly string[];
  /** The company name shown as the Open Graph site name. */
  siteName?: string;
  /** Keep the page out of search indexes (links on it are still followed). */
  noIndex?: boolean;
};

/**
 * One page's metadata: title, description, keywords, canonical URL, Open Graph and Twitter card.
 * Next merges metadata shallowly, so every nested object is given whole here.
 */
export function pageMetadata({ title, description, path, image, keywords, siteName, noIndex }: PageMetadataInput): Metadata {
  const images = image ? [{ url: image }] : undefined;
  const cleanKeywords = keywords?.map((k) => k.trim()).filter(Boolean);
  return {
    title,
    description,
    ...(cleanKeywords?.length ? { keywords: cleanKeywords } : {}),
    alternates: { canonical: path },
    openGraph: {
      type: "website",
      locale: "es_ES",
      siteName: siteName || settingsFallbacks.companyName,
      url: path,
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
