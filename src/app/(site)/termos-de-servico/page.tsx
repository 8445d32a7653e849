import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalPage } from "@/legal/components/legal-page";
import { legalContact } from "@/legal/contact";
import { termsOfService } from "@/legal/terms";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const settings = await getPublicSettings();
  const doc = termsOfService(legalContact(settings));
  return pageMetadata({
    title: `${doc.title} | ${settings.companyName}`,
    description: doc.description,
    path: doc.path,
    siteName: settings.companyName,
  });
}

export default async function TermsOfServicePage() {
  await connection();
  const settings = await getPublicSettings();
  return <LegalPage document={termsOfService(legalContact(settings))} />;
}
