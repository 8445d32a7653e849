import { z } from "zod";
import { RATING_SOURCES } from "@/db/schema";
import { readTranslations, SETTINGS_TEXT_FIELDS, TRANSLATED_LOCALES } from "@/i18n/content";
import { translationsSchema } from "@/i18n/content-schema";
import { safeUrl } from "@/lib/safe-url";
import { t } from "@/i18n/current";
import { settingsValidationMessages } from "./messages";
import { GUARANTEE_YEARS, LEAD_BLOCKING_MONTHS, LEAD_RETENTION_MONTHS, settingsFallbacks } from "./defaults";
import { isValidTaxId, normalizeTaxId } from "./tax-id";

/**
 * One schema for the settings form (client) and the save action (server); spec/admin.md §5
 * messages verbatim. Lists are arrays of objects because react-hook-form's field arrays need them.
 *
 * SMTP, where the spec is silent on the conditions: the host is required while email
 * notifications are on (a site may run without mail by switching them off); username and
 * password are required once a host is given; an empty password keeps the stored one, so the
 * password rule also depends on whether one is stored (`requireSmtpPassword`).
 */

// No `abort`: an explicitly aborted issue would stop the cross-field SMTP rules from running.
/** Messages are read when a value is checked, in the person's language. */
type Message = () => string;
const m = () => t(settingsValidationMessages);

const required = (error: Message, max = 500) => z.string().trim().min(1, { error }).max(max);

const isHttpUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
};

/** Absolute http(s) URL or empty (map and social links). */
const optionalUrl = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => v === "" || isHttpUrl(v), { error: () => m().invalidUrl });

/** A link the public pages render: a same-site path or an http(s) URL, never javascript: and the like. */
const siteLink = (requiredError: Message) => required(requiredError, 2000).refine((v) => v === "" || safeUrl(v) !== null, { error: () => m().invalidUrl });

const email = (error: Message) => z.string().trim().max(254).pipe(z.email({ error }));

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");

/** When given, a real NIF (its control character checked), stored without the spaces, dots and hyphens typed in it. */
const taxId = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === "" || isValidTaxId(v), { error: () => m().taxIdInvalid })
  .transform((v) => normalizeTaxId(v));

/** Whole years within GUARANTEE_YEARS; an emptied number input arrives as NaN and gets the same message. */
const guaranteeYears = (fallback: number) => {
  const error = () => m().guaranteeYearsRange(GUARANTEE_YEARS.min, GUARANTEE_YEARS.max);
  return z.number({ error }).int({ error }).min(GUARANTEE_YEARS.min, { error }).max(GUARANTEE_YEARS.max, { error }).default(fallback);
};

/** Whole months within `range`; an emptied number input arrives as NaN and gets the same message. */
const leadMonths = (range: { min: number; max: number }, fallback: number) => {
  const error = () => m().leadMonthsRange(range.min, range.max);
  return z.number({ error }).int({ error }).min(range.min, { error }).max(range.max, { error }).default(fallback);
};

/**
 * The texts in Galician and English, with the Spanish limits and never required.
 * Services are a whole list that replaces the Spanish one; `quickLinkNames[i]` names
 * `quickLinksList[i]` (one address for every language), so the form removes and adds a link's
 * names together with the link.
 */
export const settingsTranslationsSchema = translationsSchema({
  companyDescription: z.string().trim().max(2000),
  workingHoursWeekdays: z.string().trim().max(120),
  workingHoursSaturday: z.string().trim().max(120),
  servicesList: z.array(z.string().trim().max(200)).max(50),
  quickLinkNames: z.array(z.string().trim().max(80)).max(30),
});

const baseSchema = z.object({
  companyName: required(() => m().companyNameRequired, 120),
  // Optional: the first-run checklist asks for them until they are given.
  legalName: z.string().trim().max(200).default(""),
  taxId: taxId.default(""),
  registeredAddress: z.string().trim().max(500).default(""),
  registryDetails: z.string().trim().max(500).default(""),
  logoUrl: z
    .string()
    .trim()
    .max(2000)
    .refine((v) => v === "" || safeUrl(v) !== null, { error: () => m().invalidUrl }),
  companyDescription: required(() => m().descriptionRequired, 2000),
  address: required(() => m().addressRequired),
  mapUrl: optionalUrl,
  phoneNumber: required(() => m().phoneRequired, 40),
  whatsappNumber: required(() => m().whatsappRequired, 40),
  email: email(() => m().emailInvalid),
  adminEmail: email(() => m().adminEmailInvalid),
  workingHoursWeekdays: required(() => m().weekdaysRequired, 120),
  workingHoursSaturday: required(() => m().saturdayRequired, 120),
  facebookUrl: optionalUrl,
  instagramUrl: optionalUrl,
  linkedinUrl: optionalUrl,
  smtpHost: z.string().trim().max(255),
  smtpPort: z
    .number({ error: () => m().smtpPortRequired })
    .int({ error: () => m().smtpPortRequired })
    .min(1, { error: () => m().smtpPortRequired })
    .max(65535, { error: () => m().smtpPortRequired }),
  smtpUsername: z.string().trim().max(255),
  /** Empty: keep the stored password. Not trimmed: spaces may belong to it. */
  smtpPassword: z.string().max(500),
  smtpSecure: z.boolean(),
  emailNotificationsEnabled: z.boolean(),
  privacyPolicyUrl: siteLink(() => m().privacyRequired),
  termsOfServiceUrl: siteLink(() => m().termsRequired),
  // Absent (a client of the action that predates them): the spec's values.
  guaranteeStructuralYears: guaranteeYears(settingsFallbacks.guaranteeStructuralYears),
  guaranteeFinishingYears: guaranteeYears(settingsFallbacks.guaranteeFinishingYears),
  // Absent (a client of the action that predates it): the spec's fixed figure.
  ratingSource: z.enum(RATING_SOURCES, { error: () => m().ratingSourceInvalid }).default(settingsFallbacks.ratingSource),
  // Absent (a client of the action that predates them): the defaults the job uses before a save.
  leadRetentionMonths: leadMonths(LEAD_RETENTION_MONTHS, settingsFallbacks.leadRetentionMonths),
  leadBlockingMonths: leadMonths(LEAD_BLOCKING_MONTHS, settingsFallbacks.leadBlockingMonths),
  servicesList: z.array(z.object({ value: required(() => m().serviceRequired, 200) })).max(50),
  quickLinksList: z.array(z.object({ name: required(() => m().linkNameRequired, 80), href: siteLink(() => m().linkHrefRequired) })).max(30),
  // Absent (or null): the stored translations stay; sent, they replace every language's.
  translations: z.preprocess((v) => v ?? null, settingsTranslationsSchema.nullable()),
});

/** Cross-field rules run even when other fields are invalid — but only on an object. */
const isRecord = (payload: { value: unknown }) => typeof payload.value === "object" && payload.value !== null && !Array.isArray(payload.value);

/** The SMTP rules that depend on other fields; they run even when other fields are invalid. */
export const settingsSchema = baseSchema.superRefine(
  (v, ctx) => {
    const host = text(v.smtpHost);
    if (v.emailNotificationsEnabled === true && !host) ctx.addIssue({ code: "custom", path: ["smtpHost"], message: m().smtpHostRequired });
    if (host && !text(v.smtpUsername)) ctx.addIssue({ code: "custom", path: ["smtpUsername"], message: m().smtpUsernameRequired });
  },
  { when: isRecord },
);

/** The translations as the form holds them: every language, every field, blank where untranslated. */
export type SettingsFormTranslations = Record<
  (typeof TRANSLATED_LOCALES)[number],
  { companyDescription: string; workingHoursWeekdays: string; workingHoursSaturday: string; servicesList: string[]; quickLinkNames: string[] }
>;
export type SettingsFormValues = Omit<z.input<typeof settingsSchema>, "translations"> & { translations?: SettingsFormTranslations | null };
export type SettingsInput = z.output<typeof settingsSchema>;

/** True when the form would leave SMTP configured without any password to use. */
export function missingSmtpPassword(values: { smtpHost?: unknown; smtpPassword?: unknown }, passwordStored: boolean): boolean {
  return Boolean(text(values.smtpHost)) && !passwordStored && !(typeof values.smtpPassword === "string" && values.smtpPassword !== "");
}

/** The form's schema: the shared one plus the password rule, knowing whether one is stored. */
export function settingsFormSchema(passwordStored: boolean) {
  return settingsSchema.superRefine(
    (v, ctx) => {
      if (v && typeof v === "object" && missingSmtpPassword(v, passwordStored))
        ctx.addIssue({ code: "custom", path: ["smtpPassword"], message: m().smtpPasswordRequired });
    },
    { when: isRecord },
  );
}

/** What the test email needs: the SMTP fields and the recipient, as currently typed in the form. */
export const testEmailSchema = z.object({
  smtpHost: required(() => m().testEmailNoHost, 255),
  smtpPort: baseSchema.shape.smtpPort,
  smtpUsername: baseSchema.shape.smtpUsername,
  smtpPassword: baseSchema.shape.smtpPassword,
  smtpSecure: z.boolean(),
  adminEmail: baseSchema.shape.adminEmail,
  email: z.string().trim().max(254),
  companyName: z.string().trim().max(120),
});

export type TestEmailInput = z.output<typeof testEmailSchema>;

/** The values a stored row gives the form: nulls become '', the port 587, SSL on (§5); notifications on only with a host. */
export type StoredSettings = {
  companyName: string | null;
  legalName: string | null;
  taxId: string | null;
  registeredAddress: string | null;
  registryDetails: string | null;
  logoUrl: string | null;
  companyDescription: string | null;
  address: string | null;
  mapUrl: string | null;
  phoneNumber: string | null;
  whatsappNumber: string | null;
  email: string | null;
  adminEmail: string | null;
  workingHoursWeekdays: string | null;
  workingHoursSaturday: string | null;
  facebookUrl: string | null;
  instagramUrl: string | null;
  linkedinUrl: string | null;
  smtpHost: string | null;
  smtpPort: number | null;
  smtpUsername: string | null;
  smtpSecure: boolean | null;
  emailNotificationsEnabled: boolean | null;
  privacyPolicyUrl: string | null;
  termsOfServiceUrl: string | null;
  guaranteeStructuralYears: number | null;
  guaranteeFinishingYears: number | null;
  ratingSource: string | null;
  leadRetentionMonths: number | null;
  leadBlockingMonths: number | null;
  servicesList: string[] | null;
  quickLinksList: { name: string; href: string }[] | null;
  /** The stored jsonb, read defensively. */
  translations?: unknown;
};

export function toFormValues(s: StoredSettings | null): SettingsFormValues & { translations: SettingsFormTranslations } {
  const orEmpty = (v: string | null | undefined) => v ?? "";
  const links = (s?.quickLinksList ?? []).map((l) => ({ name: l?.name ?? "", href: l?.href ?? "" }));
  const stored = readTranslations(SETTINGS_TEXT_FIELDS, s?.translations);
  const translations = Object.fromEntries(
    TRANSLATED_LOCALES.map((locale) => {
      const t = stored[locale];
      return [
        locale,
        {
          companyDescription: t?.companyDescription ?? "",
          workingHoursWeekdays: t?.workingHoursWeekdays ?? "",
          workingHoursSaturday: t?.workingHoursSaturday ?? "",
          servicesList: t?.servicesList ?? [],
          // One name per link, at the link's place.
          quickLinkNames: links.map((_, i) => t?.quickLinkNames?.[i] ?? ""),
        },
      ];
    }),
  ) as SettingsFormTranslations;
  return {
    companyName: orEmpty(s?.companyName),
    legalName: orEmpty(s?.legalName),
    taxId: orEmpty(s?.taxId),
    registeredAddress: orEmpty(s?.registeredAddress),
    registryDetails: orEmpty(s?.registryDetails),
    logoUrl: orEmpty(s?.logoUrl),
    companyDescription: orEmpty(s?.companyDescription),
    address: orEmpty(s?.address),
    mapUrl: orEmpty(s?.mapUrl),
    phoneNumber: orEmpty(s?.phoneNumber),
    whatsappNumber: orEmpty(s?.whatsappNumber),
    email: orEmpty(s?.email),
    adminEmail: orEmpty(s?.adminEmail),
    workingHoursWeekdays: orEmpty(s?.workingHoursWeekdays),
    workingHoursSaturday: orEmpty(s?.workingHoursSaturday),
    facebookUrl: orEmpty(s?.facebookUrl),
    instagramUrl: orEmpty(s?.instagramUrl),
    linkedinUrl: orEmpty(s?.linkedinUrl),
    smtpHost: orEmpty(s?.smtpHost),
    smtpPort: s?.smtpPort ?? 587,
    smtpUsername: orEmpty(s?.smtpUsername),
    smtpPassword: "",
    smtpSecure: s?.smtpSecure ?? true,
    // Notifications cannot be on without a server to send them: a site with no host stored (a
    // fresh one, or one seeded before the seed said "off") shows them off, so its first save
    // is not refused for a missing 'Host SMTP' (docs/decisions/0009-product-decisions-where-the-spec-is-silent.md).
    emailNotificationsEnabled: (s?.emailNotificationsEnabled ?? true) && Boolean(s?.smtpHost?.trim()),
    privacyPolicyUrl: orEmpty(s?.privacyPolicyUrl),
    termsOfServiceUrl: orEmpty(s?.termsOfServiceUrl),
    guaranteeStructuralYears: s?.guaranteeStructuralYears ?? settingsFallbacks.guaranteeStructuralYears,
    guaranteeFinishingYears: s?.guaranteeFinishingYears ?? settingsFallbacks.guaranteeFinishingYears,
    ratingSource: s?.ratingSource === "reviews" ? "reviews" : settingsFallbacks.ratingSource,
    leadRetentionMonths: s?.leadRetentionMonths ?? settingsFallbacks.leadRetentionMonths,
    leadBlockingMonths: s?.leadBlockingMonths ?? settingsFallbacks.leadBlockingMonths,
    servicesList: (s?.servicesList ?? []).map((value) => ({ value })),
    quickLinksList: links,
    translations,
  };
}
