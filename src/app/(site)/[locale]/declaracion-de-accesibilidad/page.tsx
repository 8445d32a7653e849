import type { Metadata } from "next";
import { connection } from "next/server";
import { accessibilityStatement, accessibilityStatementDate } from "@/legal/accessibility";
import { LegalPage } from "@/legal/components/legal-page";
import { legalContact } from "@/legal/contact";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@/i18n/locales";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";

type Props = { params: Promise<{ locale: string }> };

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const locale = pageLocale((await params).locale);
  const settings = await getPublicSettings();
  const doc = accessibilityStatement(legalContact(settings), locale);
  return pageMetadata({
    title: `${doc.title} | ${settings.companyName}`,
    description: doc.description,
    path: doc.path,
    locale,
    siteName: settings.companyName,
  });
}

export default async function AccessibilityStatementPage({ params }: Props) {
  await connection();
  const locale = pageLocale((await params).locale);
  const settings = await getPublicSettings();
  return <LegalPage locale={locale} document={accessibilityStatement(legalContact(settings), locale)} lastUpdated={accessibilityStatementDate()} />;
}
