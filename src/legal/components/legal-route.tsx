import type { Metadata } from "next";
import { connection } from "next/server";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@/i18n/locales";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";
import { legalContact } from "../contact";
import type { LegalContact, LegalDocument } from "../types";
import { LegalPage } from "./legal-page";

type Props = { params: Promise<{ locale: string }> };
type Build = (contact: LegalContact, locale: PublicLocale) => LegalDocument;

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

/**
 * A legal page's route (`src/app/(site)/[locale]/<address>/page.tsx` exports both): the document
 * built from the settings in the address's language, and its metadata. Read per request, never
 * at build time (`connection()`): the texts carry the company's data. `lastUpdated` gives the
 * "last updated" date the page shows, if any.
 */
export function legalRoute(build: Build, { lastUpdated }: { lastUpdated?: () => string } = {}) {
  async function read({ params }: Props) {
    await connection();
    const locale = pageLocale((await params).locale);
    const settings = await getPublicSettings();
    return { locale, settings, document: build(legalContact(settings), locale) };
  }

  async function generateMetadata(props: Props): Promise<Metadata> {
    const { locale, settings, document } = await read(props);
    return pageMetadata({
      title: `${document.title} | ${settings.companyName}`,
      description: document.description,
      path: document.path,
      locale,
      siteName: settings.companyName,
    });
  }

  async function Page(props: Props) {
    const { locale, document } = await read(props);
    return <LegalPage locale={locale} document={document} lastUpdated={lastUpdated?.()} />;
  }

  return { generateMetadata, Page };
}
