import { siteSettings } from "@/db/schema";

/** Every column the admin form shows; the SMTP password is deliberately not among them. */
export const SETTINGS_FORM_COLUMNS = {
  companyName: siteSettings.companyName,
  legalName: siteSettings.legalName,
  taxId: siteSettings.taxId,
  registeredAddress: siteSettings.registeredAddress,
  registryDetails: siteSettings.registryDetails,
  logoUrl: siteSettings.logoUrl,
  companyDescription: siteSettings.companyDescription,
  address: siteSettings.address,
  mapUrl: siteSettings.mapUrl,
  phoneNumber: siteSettings.phoneNumber,
  whatsappNumber: siteSettings.whatsappNumber,
  email: siteSettings.email,
  adminEmail: siteSettings.adminEmail,
  workingHoursWeekdays: siteSettings.workingHoursWeekdays,
  workingHoursSaturday: siteSettings.workingHoursSaturday,
  facebookUrl: siteSettings.facebookUrl,
  instagramUrl: siteSettings.instagramUrl,
  linkedinUrl: siteSettings.linkedinUrl,
  smtpHost: siteSettings.smtpHost,
  smtpPort: siteSettings.smtpPort,
  smtpUsername: siteSettings.smtpUsername,
  smtpSecure: siteSettings.smtpSecure,
  emailNotificationsEnabled: siteSettings.emailNotificationsEnabled,
  privacyPolicyUrl: siteSettings.privacyPolicyUrl,
  termsOfServiceUrl: siteSettings.termsOfServiceUrl,
  guaranteeStructuralYears: siteSettings.guaranteeStructuralYears,
  guaranteeFinishingYears: siteSettings.guaranteeFinishingYears,
  ratingSource: siteSettings.ratingSource,
  leadRetentionMonths: siteSettings.leadRetentionMonths,
  leadBlockingMonths: siteSettings.leadBlockingMonths,
  servicesList: siteSettings.servicesList,
  quickLinksList: siteSettings.quickLinksList,
  translations: siteSettings.translations,
  translationSources: siteSettings.translationSources,
};

/**
 * What a save keeps in the history: the form's columns without the translations' freshness
 * marks (they follow from the texts when a version is brought back).
 */
const { translationSources: _sources, ...snapshotColumns } = SETTINGS_FORM_COLUMNS;
export const SETTINGS_SNAPSHOT_COLUMNS = snapshotColumns;
export type SettingsSnapshotKey = keyof typeof SETTINGS_SNAPSHOT_COLUMNS;
export const SETTINGS_SNAPSHOT_KEYS = Object.keys(SETTINGS_SNAPSHOT_COLUMNS) as SettingsSnapshotKey[];
