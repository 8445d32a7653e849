import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db";
import { siteSettings, SITE_SETTINGS_ID, type QuickLink, type RatingSource } from "@/db/schema";
import { messagesFor } from "@/i18n/catalogue";
import { localizeTexts, readTranslations, SETTINGS_TEXT_FIELDS, TRANSLATED_LOCALES, type SettingsTexts, type Translations } from "@/i18n/content";
import { withoutStaleFacts } from "@/i18n/freshness";
import { FACT_FIELDS } from "@/i18n/freshness-status";
import type { PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { cached, cacheTags } from "@/platform/cache";
import { settingsFallbacks as f } from "./defaults";
import { staleSettingsFields } from "./freshness";

/** Everything a visitor may see of the settings: never the SMTP fields or the admin email. */
export type PublicSettings = {
  companyName: string;
  /** The company's legal details (null until given): the footer, the legal pages and the structured data show them. */
  legalName: string | null;
  taxId: string | null;
  registeredAddress: string | null;
  registryDetails: string | null;
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
  /** The company's own guarantees the terms state, in whole years (0: none beyond the law's). */
  guaranteeStructuralYears: number;
  guaranteeFinishingYears: number;
  /** Where the landing page's AggregateRating comes from: the spec's fixed figure or the published reviews. */
  ratingSource: RatingSource;
  servicesList: string[];
  quickLinksList: QuickLink[];
};

/**
 * The settings as cached: the Spanish texts and their Galician and English translations, for
 * every language alike. `quickLinkNames` follow `quickLinksList` position by position.
 */
export type PublicSettingsRecord = PublicSettings & { translations: Translations<SettingsTexts> };

const text = (value: string | null | undefined, fallback: string) => (value?.trim() ? value.trim() : fallback);
const optional = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

/**
 * The translations the public side may use: services without blank rows, and each shown quick
 * link's translated name at the link's position once the unusable links are left out. The
 * built-in quick links (no link stored) take the header's own words for the same sections.
 */
function publicTranslations(stored: unknown, kept: number[] | null): Translations<SettingsTexts> {
  const all = readTranslations(SETTINGS_TEXT_FIELDS, stored);
  const result: Translations<SettingsTexts> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = { ...all[locale] };
    if (texts.servicesList) texts.servicesList = texts.servicesList.map((s) => s.trim()).filter(Boolean);
    const names = texts.quickLinkNames ?? [];
    texts.quickLinkNames = kept
      ? kept.map((i) => names[i]?.trim() ?? "")
      : f.quickLinksList.map((l) => messagesFor(siteMessages, locale).nav.find((n) => l.href === `/#${n.id}`)?.label ?? "");
    result[locale] = texts;
  }
  return result;
}

/**
 * The stored translations a visitor may read: hours, services and link names whose Spanish
 * changed since they were translated show the Spanish until reviewed; the description keeps
 * its translation (docs/decisions/0019-translation-freshness.md).
 */
function shownTranslations(row: typeof siteSettings.$inferSelect | undefined): Translations<SettingsTexts> {
  if (!row) return {};
  return withoutStaleFacts(readTranslations(SETTINGS_TEXT_FIELDS, row.translations), staleSettingsFields(row), FACT_FIELDS.settings);
}

export const getPublicSettings = cached("public-settings", [cacheTags.settings], async (): Promise<PublicSettingsRecord> => {
  const db = await getDb();
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  const services = (row?.servicesList ?? []).map((s) => s.trim()).filter(Boolean);
  // Each usable link with its place in the stored list, where its translated names are.
  const kept = (row?.quickLinksList ?? []).flatMap((l, i) => (l?.name?.trim() && l?.href?.trim() ? [i] : []));
  const links = kept.map((i) => row!.quickLinksList[i]);
  return {
    companyName: text(row?.companyName, f.companyName),
    legalName: optional(row?.legalName),
    taxId: optional(row?.taxId),
    registeredAddress: optional(row?.registeredAddress),
    registryDetails: optional(row?.registryDetails),
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
    guaranteeStructuralYears: row?.guaranteeStructuralYears ?? f.guaranteeStructuralYears,
    guaranteeFinishingYears: row?.guaranteeFinishingYears ?? f.guaranteeFinishingYears,
    ratingSource: row?.ratingSource === "reviews" ? "reviews" : f.ratingSource,
    servicesList: services.length ? services : [...f.servicesList],
    quickLinksList: links.length ? links : f.quickLinksList.map((l) => ({ ...l })),
    translations: publicTranslations(shownTranslations(row), links.length ? kept : null),
  };
});

/**
 * The settings in `locale`: each filled translation, else the Spanish; a quick link
 * keeps its address and takes its translated name when it has one. The result has no
 * translations left in it: only the strings shown reach a page.
 */
export function localizeSettings(record: PublicSettingsRecord, locale: PublicLocale): PublicSettings {
  const { translations, ...settings } = record;
  if (locale === "es") return settings;
  const texts = localizeTexts<Omit<SettingsTexts, "quickLinkNames">>(
    {
      companyDescription: settings.companyDescription,
      workingHoursWeekdays: settings.workingHoursWeekdays,
      workingHoursSaturday: settings.workingHoursSaturday,
      servicesList: settings.servicesList,
    },
    translations,
    locale,
  );
  const names = translations[locale]?.quickLinkNames ?? [];
  const quickLinksList = settings.quickLinksList.map((link, i) => ({ ...link, name: names[i]?.trim() || link.name }));
  return { ...settings, ...texts, quickLinksList };
}
