"use server";
import { after } from "next/server";
import { headers } from "next/headers";
import { getDb } from "@/db";
import { clientIp } from "@/platform/rate-limit";
import { deliverNotification } from "./notification";
import { contactMessages } from "./messages";
import { acceptContactMessage, type ContactResult } from "./service";

/** The public contact form's action; the notification email goes out after the response. */
export async function submitContactMessageAction(input: unknown): Promise<ContactResult> {
  return accept(input);
}

/** What the form shows after a post made without JavaScript: the answer and, on a refusal, what was typed. */
export type ContactFormState = { posted: false } | (ContactResult & { posted: true; values: Record<string, string> });

/**
 * The same form posted before its script loaded (or without one): the browser sends it here as
 * form data and the page renders the answer — the message is stored all the same.
 */
export async function submitContactFormAction(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  if (!(form instanceof FormData)) return { posted: true, ok: false, error: contactMessages.errorRetry, values: {} };
  const values: Record<string, string> = {};
  for (const name of ["name", "email", "phone", "subject", "message", "website"]) {
    const value = form.get(name);
    values[name] = typeof value === "string" ? value : "";
  }
  const result = await accept(values);
  const shown = { ...values };
  delete shown.website;
  return { ...result, posted: true, values: result.ok ? {} : shown };
}

async function accept(input: unknown): Promise<ContactResult> {
  const ip = clientIp(await headers());
  const db = await getDb();
  return acceptContactMessage(db, input, ip, {
    onStored: (id) =>
      after(async () => {
        // A failure is recorded on the row and retried by the background job.
        await deliverNotification(db, id).catch((err) => console.error("[contact] notification failed", err));
      }),
  });
}
