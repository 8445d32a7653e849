"use server";
import { after } from "next/server";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { adminAction, registerAction, type ActionResult } from "@/admin/action";
import { listHref } from "@/admin/list-query";
import { getDb } from "@/db";
import { logFailure } from "@/lib/failure-log";
import { Refusal } from "@/lib/refusal";
import { runInLocale, visitorLocale } from "@/i18n/server";
import { clientKey } from "@/platform/client-key";
import { t } from "@/i18n/current";
import { adminLocale } from "@/auth/admin-locale";
import { inboxMessages } from "./admin/messages";
import { MARKETING_FIELD, MARKETING_TICKED } from "./field-rules";
import { contactFormCatalogue } from "./messages";
import { deliverNotification, makeNotificationDue, type DeliveryOutcome } from "./notification";
import * as service from "./service";
import { acceptContactMessage, type ContactResult } from "./service";
import { deleteAllSchema, messageIdSchema, messageStatusSchema } from "./validation";
import { leaveWhenRefused } from "@/admin/form-refusal";
import { deleteHeldPhotoFiles, holdPhotoKeys, photoKeysOf, photoKeysWhere } from "@/leads/photo-files";

/** What the form shows after a post made without JavaScript: the answer and, on a refusal, what was typed. */
export type ContactFormState = { posted: false } | (ContactResult & { posted: true; values: Record<string, string> });

/**
 * The public contact form's one way in. The browser posts the form here as form data (without
 * JavaScript, or from `src/contact/components/contact-form.controller.ts` with `fetch`) and the page comes back with the
 * answer written in it. The notification email goes out after the response.
 */
export async function submitContactFormAction(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  if (!(form instanceof FormData)) return { posted: true, ok: false, error: contactFormCatalogue[await visitorLocale()].errorRetry, values: {} };
  const values: Record<string, string> = {};
  for (const name of ["name", "email", "phone", "subject", "message", "website"]) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  // A box is ticked or not: only that goes on, and back into the form after a refusal.
  values[MARKETING_FIELD] = form.get(MARKETING_FIELD) === MARKETING_TICKED ? MARKETING_TICKED : "";
  const result = await accept(values);
  const shown = { ...values };
  delete shown.website;
  return { ...result, posted: true, values: result.ok ? {} : shown };
}

/** Stored in any language; answered in the visitor's (the page's address says which). */
async function accept(input: unknown): Promise<ContactResult> {
  const ip = clientKey(await headers());
  const db = await getDb();
  const locale = await visitorLocale();
  return runInLocale(locale, () =>
    acceptContactMessage(db, input, ip, {
      onStored: (id) =>
        after(async () => {
          // A failure is recorded on the row and retried by the background job.
          await deliverNotification(db, id).catch((err) => logFailure("error", "[contact] notification failed", err, { message: id }));
        }),
    }),
  );
}

/* The inbox (admin): status, delete, delete all, notification retry. */

// Messages are never shown on the public site: no cache tag changes.
const invalidates: readonly string[] = [];

export const setContactMessageStatusAction = adminAction({
  name: "contact-message.status",
  area: "enquiries",
  schema: messageStatusSchema,
  fallbackError: () => t(inboxMessages).statusError,
  run: ({ tx, input }) => service.setMessageStatus(tx, input.id, input.status).then((row) => ({ id: row.id, status: row.status })),
  audit: (input) => ({ entity: "contact_message", entityId: input.id, details: { status: input.status } }),
  invalidates,
});

export const deleteContactMessageAction = adminAction({
  name: "contact-message.delete",
  area: "enquiries",
  schema: messageIdSchema,
  fallbackError: () => t(inboxMessages).deleteError,
  run: async ({ tx, input }) => {
    // A quote request's photo files go once the rows are gone for good (after the commit).
    const photoKeys = await photoKeysOf(tx, [input.id]);
    const row = await service.deleteMessage(tx, input.id);
    return holdPhotoKeys({ id: row.id }, photoKeys);
  },
  audit: (input) => ({ entity: "contact_message", entityId: input.id }),
  invalidates,
  afterCommit: (_input, result) => deleteHeldPhotoFiles(result),
});

/** 'Eliminar todos': one DELETE by the filter on screen, up to the newest message the admin saw. */
export const deleteAllContactMessagesAction = adminAction({
  name: "contact-message.delete-all",
  area: "enquiries",
  schema: deleteAllSchema,
  fallbackError: () => t(inboxMessages).deleteAllError,
  run: async ({ tx, input }) => {
    const photoKeys = await photoKeysWhere(tx, service.deleteAllWhere(input.estado, input.upTo));
    const deleted = await service.deleteMessagesByFilter(tx, input.estado, input.upTo);
    return holdPhotoKeys({ deleted }, photoKeys);
  },
  audit: (input, result) => ({ entity: "contact_message", details: { deleted: result.deleted, estado: input.estado, upTo: input.upTo } }),
  invalidates,
  afterCommit: (_input, result) => deleteHeldPhotoFiles(result),
});

/** The same, posted by the confirmation form without JavaScript; the inbox then says how many went. */
export async function deleteAllContactMessagesFormAction(form: FormData): Promise<void> {
  // Anything can be posted to an action: only a form's fields are read.
  const field = (name: string) => (form instanceof FormData ? form.get(name) : null);
  const estado = field("estado");
  const result = await deleteAllContactMessagesAction({ estado, upTo: field("upTo") });
  leaveWhenRefused(result, "/admin/contact-messages");
  const back = { estado: typeof estado === "string" && estado !== "todos" ? estado : undefined };
  redirect(listHref("/admin/contact-messages", result.ok ? { ...back, eliminados: result.data.deleted } : { ...back, confirmar: "todos", fallo: "1" }));
}
registerAction(deleteAllContactMessagesFormAction, "enquiries");

// Checks the role, validates and makes a failed notification due now, in one audited step.
const scheduleRetry = adminAction({
  name: "contact-message.retry-notification",
  area: "enquiries",
  schema: messageIdSchema,
  fallbackError: () => t(inboxMessages).retryNotificationError,
  run: async ({ tx, input }) => {
    if (!(await makeNotificationDue(tx, input.id, new Date()))) throw new Refusal(t(inboxMessages).retryNotificationError, "invalid");
    return { id: input.id };
  },
  audit: (input) => ({ entity: "contact_message", entityId: input.id }),
  invalidates,
});

/** Sends a failed notification again now; the SMTP conversation runs outside any transaction. */
export async function retryContactNotificationAction(input: unknown): Promise<ActionResult<DeliveryOutcome>> {
  const scheduled = await scheduleRetry(input);
  if (!scheduled.ok) return scheduled;
  try {
    return { ok: true, data: await deliverNotification(await getDb(), scheduled.data.id) };
  } catch (err) {
    logFailure("error", "[contact] manual notification retry failed", err, { message: scheduled.data.id });
    return { ok: false, error: inboxMessages[await adminLocale()].retryNotificationError, code: "failed" };
  }
}
registerAction(retryContactNotificationAction, "enquiries");
