"use server";
import { redirect } from "next/navigation";
import { z } from "zod";
import { adminAction, registerAction, type ActionResult } from "@/admin/action";
import { contentLanguageMessages } from "@/admin/messages";
import { confirmTranslationFromForm } from "@/admin/translation-confirm";
import { translatedLocaleSchema } from "@/i18n/content-schema";
import { AuthorizationError, requireRole, type SessionUser } from "@/auth/server";
import { getDb } from "@/db";
import { auditLog } from "@/db/schema";
import { cacheTags } from "@/platform/cache";
import { consumeRateLimit } from "@/platform/rate-limit";
import { localizedIssues } from "@/i18n/zod-issues";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";
import { t } from "@/i18n/current";
import { runInLocale } from "@/i18n/server";
import { settingsHistoryMessages } from "./admin/messages";
import { SETTINGS_HISTORY, settingsHistoryAnswer } from "./history-paths";
import { settingsMessages } from "./messages";
import * as service from "./service";
import { allowedSmtpPorts } from "./smtp-ports";
import { settingsSchema, testEmailSchema } from "./validation";
import { leaveWhenRefused } from "@/admin/form-refusal";

/** Saves the whole form; the public pages (footer, header, chat link, legal pages, JSON-LD) follow on the next request. */
export const updateSettingsAction = adminAction({
  name: "settings.update",
  area: "settings",
  schema: settingsSchema,
  // Stored encrypted, and compared by the mail server as typed.
  verbatim: ["smtpPassword"],
  fallbackError: () => t(settingsMessages).saveFailed,
  run: ({ tx, input, user }) => service.saveSettings(tx, input, { userId: user.id }),
  // Which fields were sent, not their values: the audit log must not hold the SMTP password.
  audit: (input) => ({
    entity: "site_settings",
    entityId: null,
    details: {
      smtpPasswordChanged: input.smtpPassword !== "",
      smtpHost: input.smtpHost || null,
      ...(input.translations ? { translated: Object.keys(input.translations) } : {}),
    },
  }),
  invalidates: [cacheTags.settings],
});

/** "Restaurar" on a version of the history: saved again as it was, the public pages follow. */
export const restoreSettingsRevisionAction = adminAction({
  name: "settings.restore",
  area: "settings",
  schema: z.object({ id: z.uuid() }),
  fallbackError: () => t(settingsHistoryMessages).restoreError,
  run: ({ tx, input, user }) => service.restoreSettingsRevision(tx, input.id, user.id),
  audit: (input) => ({ entity: "site_settings", entityId: null, details: { restored: input.id } }),
  invalidates: [cacheTags.settings],
});

/** The same, posted by the version's page (with or without JavaScript); the history says what happened. */
export async function restoreSettingsRevisionFormAction(form: FormData): Promise<void> {
  const id = form instanceof FormData ? String(form.get("id") ?? "") : "";
  const result = await restoreSettingsRevisionAction({ id });
  leaveWhenRefused(result, SETTINGS_HISTORY);
  redirect(settingsHistoryAnswer(result.ok ? "restored" : "failed"));
}
registerAction(restoreSettingsRevisionFormAction, "settings");

/** "Confirmar": one language's translations are still right after a Spanish edit. */
export const confirmSettingsTranslationAction = adminAction({
  name: "settings.confirm-translation",
  area: "settings",
  schema: z.object({ locale: translatedLocaleSchema }),
  fallbackError: () => t(contentLanguageMessages).confirmError,
  run: ({ tx, input }) => service.confirmSettingsTranslation(tx, input.locale),
  audit: (input) => ({ entity: "site_settings", entityId: null, details: { confirmed: input.locale } }),
  // Reviewed hours, services and link names are shown again in place of the Spanish.
  invalidates: [cacheTags.settings],
});

/** The same, posted by the form's "Confirmar" button (with or without JavaScript). */
export async function confirmSettingsTranslationFormAction(form: FormData): Promise<void> {
  await confirmTranslationFromForm(form, confirmSettingsTranslationAction);
}
registerAction(confirmSettingsTranslationFormAction, "settings");

const TEST_EMAILS_PER_MINUTE = 5;

export type TestEmailResult = { to: string; response: string };

/**
 * Sends a test message with the SMTP values as typed. Not an adminAction: nothing is written
 * but the audit entry, and an SMTP conversation must not hold a database transaction open.
 */
export async function sendTestEmailAction(raw: unknown): Promise<ActionResult<TestEmailResult>> {
  let user: SessionUser;
  try {
    user = await requireRole("settings");
  } catch (err) {
    if (err instanceof AuthorizationError) return { ok: false, error: err.message, code: err.reason };
    throw err;
  }
  // The answers, the schema's messages and the email itself in the person's language.
  return runInLocale(user.locale, () => sendTestEmail(user.id, raw));
}
registerAction(sendTestEmailAction, "settings");

async function sendTestEmail(userId: string, raw: unknown): Promise<ActionResult<TestEmailResult>> {
  const m = t(settingsMessages);
  // Not through adminAction: its text is normalised here the same way (the password as typed).
  const parsed = testEmailSchema.safeParse(normalizeInput(raw, { verbatim: ["smtpPassword"] }), { error: localizedIssues });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
    return { ok: false, error: Object.values(fieldErrors)[0] ?? m.testEmailFailed, code: "invalid", fieldErrors };
  }
  const ports = allowedSmtpPorts();
  if (ports !== "any" && !ports.includes(parsed.data.smtpPort)) {
    const error = m.testEmailPortNotAllowed(ports.join(", "));
    return { ok: false, error, code: "invalid", fieldErrors: { smtpPort: error } };
  }
  const db = await getDb();
  const limit = await consumeRateLimit(`settings-test-email:${userId}`, TEST_EMAILS_PER_MINUTE, 60_000, db);
  if (!limit.allowed) return { ok: false, error: m.testEmailRateLimited(limit.retryAfterSeconds), code: "failed" };

  const outcome = await service.sendTestEmail(db, parsed.data);
  await db
    .insert(auditLog)
    .values({
      userId,
      action: "settings.test-email",
      entity: "site_settings",
      entityId: null,
      details: { to: outcome.to, host: parsed.data.smtpHost, port: parsed.data.smtpPort, ok: outcome.ok },
    })
    .catch((err) => logFailure("warn", "[admin] settings.test-email: audit entry failed", err));
  return outcome.ok
    ? { ok: true, data: { to: outcome.to, response: outcome.response } }
    : { ok: false, error: `${m.testEmailFailed}: ${outcome.error}`, code: "failed" };
}
