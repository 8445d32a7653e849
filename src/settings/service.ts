import "server-only";
import { eq } from "drizzle-orm";
import type { Queryable } from "@/db/client";
import { siteSettings, SITE_SETTINGS_ID } from "@/db/schema";
import { decryptSecret, encryptSecret } from "@/platform/crypto";
import { fromAddress, sendMail } from "@/platform/mail";
import { compactTranslations, TRANSLATED_LOCALES, type SettingsTexts, type TranslatedLocale, type Translations } from "@/i18n/content";
import type { StaleFields } from "@/i18n/freshness-status";
import { Refusal } from "@/lib/refusal";
import { t } from "@/i18n/current";
import { SETTINGS_FORM_COLUMNS } from "./columns";
import { findSettingsRevision, recordSettingsRevision, settingsSnapshot, type RevisionAuthor, type SettingsSnapshot } from "./history";
import { settingsHistoryMessages } from "./admin/messages";
import { confirmedSettingsFreshness, settingsFreshness, staleSettingsFields } from "./freshness";
import { settingsMessages, settingsValidationMessages } from "./messages";
import { missingSmtpPassword, settingsSchema, toFormValues, type SettingsInput, type StoredSettings, type TestEmailInput } from "./validation";

/** A refusal the admin can act on; `field` names the form field it belongs under. */
export class SettingsError extends Refusal {
  constructor(message: string, field?: "smtpPassword") {
    super(message, "invalid", field);
  }
}

/**
 * `passwordStored`: a password is stored *and* this server can decrypt it. One encrypted with
 * another secret (a backup restored onto a new DATA_DIR, a changed BETTER_AUTH_SECRET) counts as
 * none, and `passwordUnreadable` lets the form say why it must be typed again.
 */
export type AdminSettings = {
  settings: StoredSettings | null;
  passwordStored: boolean;
  passwordUnreadable: boolean;
  /** Per language, the texts whose Spanish changed since they were translated. */
  stale: StaleFields;
};

/** The settings row for the admin form: whether a usable password is stored, never the password. */
export async function readAdminSettings(db: Queryable): Promise<AdminSettings> {
  const [row] = await db
    .select({ ...SETTINGS_FORM_COLUMNS, ciphertext: siteSettings.smtpPassword })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ID));
  if (!row) return { settings: null, passwordStored: false, passwordUnreadable: false, stale: staleSettingsFields(emptyTexts) };
  const { ciphertext, translationSources: _sources, ...settings } = row;
  const readable = Boolean(ciphertext) && decryptable(ciphertext!);
  return { settings, passwordStored: readable, passwordUnreadable: Boolean(ciphertext) && !readable, stale: staleSettingsFields(row) };
}

function decryptable(ciphertext: string): boolean {
  try {
    decryptSecret(ciphertext);
    return true;
  } catch {
    return false;
  }
}

/** The stored ciphertext, when this server can decrypt it: an unreadable one is as good as none. */
async function storedPassword(db: Queryable): Promise<string | null> {
  const [row] = await db.select({ p: siteSettings.smtpPassword }).from(siteSettings).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return row?.p && decryptable(row.p) ? row.p : null;
}

const orNull = (v: string) => (v === "" ? null : v);

const emptyTexts = { companyDescription: null, workingHoursWeekdays: null, workingHoursSaturday: null, servicesList: [], quickLinksList: [], translations: {} };

/** The stored texts and their freshness, locked for the write that replaces them. */
async function storedTexts(tx: Queryable) {
  const [row] = await tx
    .select({
      companyDescription: siteSettings.companyDescription,
      workingHoursWeekdays: siteSettings.workingHoursWeekdays,
      workingHoursSaturday: siteSettings.workingHoursSaturday,
      servicesList: siteSettings.servicesList,
      quickLinksList: siteSettings.quickLinksList,
      translations: siteSettings.translations,
      translationSources: siteSettings.translationSources,
    })
    .from(siteSettings)
    .where(eq(siteSettings.id, SITE_SETTINGS_ID))
    .for("update");
  return row ?? null;
}

/**
 * The translations as stored: no blank service rows, and no names for links that are not
 * there (a link's names are at its own place in the list), then compacted again.
 */
function fitTranslations(translations: Translations<SettingsTexts>, linkCount: number): Translations<SettingsTexts> {
  const fitted: Translations<SettingsTexts> = {};
  for (const locale of TRANSLATED_LOCALES) {
    const texts = translations[locale];
    if (!texts) continue;
    fitted[locale] = {
      ...texts,
      ...(texts.servicesList ? { servicesList: texts.servicesList.filter((s) => s.trim() !== "") } : {}),
      ...(texts.quickLinkNames ? { quickLinkNames: texts.quickLinkNames.slice(0, linkCount) } : {}),
    };
  }
  return compactTranslations(fitted);
}

/**
 * Writes the whole settings record (created on first save). An empty password keeps the
 * stored one; a new one is stored encrypted; translations replace the stored ones when sent.
 * With an `author`, the save is kept in the history (./history.ts) when it changed anything.
 * Returns what the admin may see again.
 */
export async function saveSettings(tx: Queryable, input: SettingsInput, author?: RevisionAuthor): Promise<AdminSettings> {
  // Locked first: two saves at once are kept in the history one after the other.
  const previous = await settingsSnapshot(tx, { lock: true });
  const stored = await storedPassword(tx);
  if (missingSmtpPassword(input, Boolean(stored))) throw new SettingsError(t(settingsValidationMessages).smtpPasswordRequired, "smtpPassword");
  const values = {
    companyName: input.companyName,
    legalName: orNull(input.legalName),
    taxId: orNull(input.taxId),
    registeredAddress: orNull(input.registeredAddress),
    registryDetails: orNull(input.registryDetails),
    logoUrl: orNull(input.logoUrl),
    companyDescription: input.companyDescription,
    address: input.address,
    mapUrl: orNull(input.mapUrl),
    phoneNumber: input.phoneNumber,
    whatsappNumber: input.whatsappNumber,
    email: input.email,
    adminEmail: input.adminEmail,
    workingHoursWeekdays: input.workingHoursWeekdays,
    workingHoursSaturday: input.workingHoursSaturday,
    facebookUrl: orNull(input.facebookUrl),
    instagramUrl: orNull(input.instagramUrl),
    linkedinUrl: orNull(input.linkedinUrl),
    smtpHost: orNull(input.smtpHost),
    smtpPort: input.smtpPort,
    smtpUsername: orNull(input.smtpUsername),
    smtpPassword: input.smtpPassword ? encryptSecret(input.smtpPassword) : stored,
    smtpSecure: input.smtpSecure,
    emailNotificationsEnabled: input.emailNotificationsEnabled,
    privacyPolicyUrl: input.privacyPolicyUrl,
    termsOfServiceUrl: input.termsOfServiceUrl,
    guaranteeStructuralYears: input.guaranteeStructuralYears,
    guaranteeFinishingYears: input.guaranteeFinishingYears,
    ratingSource: input.ratingSource,
    leadRetentionMonths: input.leadRetentionMonths,
    leadBlockingMonths: input.leadBlockingMonths,
    servicesList: input.servicesList.map((s) => s.value),
    quickLinksList: input.quickLinksList.map(({ name, href }) => ({ name, href })),
  };
  const before = await storedTexts(tx);
  // Not sent: the stored translations stay.
  const translations = input.translations ? fitTranslations(input.translations, input.quickLinksList.length) : (before?.translations ?? {});
  const freshness = settingsFreshness(before, { ...values, translations });
  await tx
    .insert(siteSettings)
    .values({ id: SITE_SETTINGS_ID, ...values, translations, ...freshness })
    .onConflictDoUpdate({ target: siteSettings.id, set: { ...values, translations, ...freshness, updatedAt: new Date() } });
  if (author) await recordSettingsRevision(tx, previous, author);
  return readAdminSettings(tx);
}

export type Restorable = { ok: true; input: SettingsInput } | { ok: false; reason: string };

/**
 * A kept version as the form would post it, checked by the form's own rules (which may have
 * grown since it was saved). A field the version predates keeps its value `now`; the SMTP
 * password is left as stored.
 */
export function restorableSettings(now: SettingsSnapshot | null, snapshot: SettingsSnapshot): Restorable {
  const values = toFormValues({ ...now, ...snapshot } as StoredSettings);
  const parsed = settingsSchema.safeParse({ ...values, smtpPassword: "" });
  return parsed.success ? { ok: true, input: parsed.data } : { ok: false, reason: parsed.error.issues[0].message };
}

/** "Restaurar": the version saved again as it is, as one more save of the history. */
export async function restoreSettingsRevision(tx: Queryable, id: string, userId: string): Promise<AdminSettings> {
  const m = t(settingsHistoryMessages);
  const revision = await findSettingsRevision(tx, id);
  if (!revision) throw new Refusal(m.notFound, "invalid");
  const restorable = restorableSettings(await settingsSnapshot(tx), revision.snapshot);
  if (!restorable.ok) throw new Refusal(m.restoreInvalid(restorable.reason), "invalid");
  return saveSettings(tx, restorable.input, { userId, restoredFrom: revision.createdAt });
}

/**
 * "Confirmar" for one language: its translations stay as they are and count as made from the
 * Spanish stored now. Nothing to confirm (no settings yet) changes nothing.
 */
export async function confirmSettingsTranslation(tx: Queryable, locale: TranslatedLocale): Promise<AdminSettings> {
  const row = await storedTexts(tx);
  if (row) await tx.update(siteSettings).set(confirmedSettingsFreshness(row, locale)).where(eq(siteSettings.id, SITE_SETTINGS_ID));
  return readAdminSettings(tx);
}

export type TestEmailOutcome = { ok: true; to: string; response: string } | { ok: false; to: string; error: string };

/** What an SMTP failure says, as the server said it when it answered (e.g. '535 Invalid login'). */
function describeSmtpError(err: unknown): string {
  if (err && typeof err === "object") {
    const e = err as { message?: unknown; response?: unknown };
    // nodemailer's message quotes the server's answer ('Invalid login: 535 …') with its context.
    if (typeof e.message === "string" && e.message) return e.message;
    if (typeof e.response === "string" && e.response) return e.response;
  }
  return String(err);
}

/**
 * Sends a test message to the admin email with the SMTP values as typed (not necessarily
 * saved); an empty password means the stored one. Never throws for SMTP failures: the
 * server's answer is the outcome either way.
 */
export async function sendTestEmail(db: Queryable, input: TestEmailInput): Promise<TestEmailOutcome> {
  const stored = input.smtpPassword ? null : await storedPassword(db);
  let password: string | null = input.smtpPassword || null;
  if (!password && stored) password = decryptSecret(stored);
  const settings = {
    host: input.smtpHost,
    port: input.smtpPort,
    secure: input.smtpSecure,
    username: input.smtpUsername || null,
    password,
    from: fromAddress(input.smtpUsername || null, input.email || null, input.adminEmail),
    adminEmail: input.adminEmail,
    notificationsEnabled: true,
  };
  const m = t(settingsMessages);
  const company = input.companyName || m.theSite;
  try {
    const info = await sendMail(settings, { to: input.adminEmail, subject: `${m.testEmailSubject} · ${company}`, text: m.testEmailBody(company) });
    const rejected = (info.rejected ?? []).map(String);
    if (rejected.length) return { ok: false, to: input.adminEmail, error: String(info.response ?? rejected.join(", ")) };
    return { ok: true, to: input.adminEmail, response: String(info.response ?? "") };
  } catch (err) {
    return { ok: false, to: input.adminEmail, error: describeSmtpError(err) };
  }
}
