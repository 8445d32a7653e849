import type { Metadata } from "next";
import { connection } from "next/server";
import { LegalPage } from "@/legal/components/legal-page";
import { todayInSpain } from "@/legal/constants";
import { legalContact } from "@/legal/contact";
import { privacyPolicy } from "@/legal/privacy";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";

export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const settings = await getPublicSettings();
  const doc = privacyPolicy(legalContact(settings));
  return pageMetadata({
    title: `${doc.title} | ${settings.companyName}`,
    description: doc.description,
    path: doc.path,
    siteName: settings.companyName,
  });
}

export default async function PrivacyPolicyPage() {
  await connection();
  const settings = await getPublicSettings();
  // The spec's last-updated date is today: computed per request, never at build time.
  return <LegalPage document={privacyPolicy(legalContact(settings))} lastUpdated={todayInSpain()} />;
}
