import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { siteSettings, SITE_SETTINGS_ID, type QuickLink } from "@/db/schema";
import { cached, cacheTags } from "@/platform/cache";
import { settingsFallbacks as f } from "./defaults";

/** Everything a visitor may see of the settings: never the SMTP fields or the admin email. */
export type PublicSettings = {
  companyName: string;
  logoUrl: string | null;
  companyDescription: string;
  /** Contact data is null when the settings have none: the public side hides it, never invents it. */
  address: string | null;
  mapUrl: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  workingHoursWeekdays: string;
  workingHoursSaturday: string;
  facebookUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  servicesList: string[];
  quickLinksList: QuickLink[];
};

const text = (value: string | null | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export const getPublicSettings = cached("public-settings", [cacheTags.settings], async (): Promise<PublicSettings> => {
  const db = await getDb();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  const services = (row?.servicesList ?? []).map((s) => s.trim()).filter(Boolean);
  const links = (row?.quickLinksList ?? []).filter((l) => l?.name?.trim() && l?.href?.trim());
  return {
    companyName: text(row?.companyName, f.companyName),
    logoUrl: optional(row?.logoUrl),
    companyDescription: text(row?.companyDescription, f.companyDescription),
    address: optional(row?.address),
    mapUrl: optional(row?.mapUrl),
    phoneNumber: optional(row?.phoneNumber),
    // A number with no digit would make a chat link to nobody.
    whatsappNumber: /\d/.test(row?.whatsappNumber ?? "") ? optional(row?.whatsappNumber) : null,
    email: optional(row?.email),
    workingHoursWeekdays: text(row?.workingHoursWeekdays, f.workingHoursWeekdays),
    workingHoursSaturday: text(row?.workingHoursSaturday, f.workingHoursSaturday),
    facebookUrl: optional(row?.facebookUrl),
    instagramUrl: optional(row?.instagramUrl),
    linkedinUrl: optional(row?.linkedinUrl),
    privacyPolicyUrl: text(row?.privacyPolicyUrl, f.privacyPolicyUrl),
    termsOfServiceUrl: text(row?.termsOfServiceUrl, f.termsOfServiceUrl),
    servicesList: services.length ? services : [...f.servicesList],
    quickLinksList: links.length ? links : f.quickLinksList.map((l) => ({ ...l })),
  };
});
