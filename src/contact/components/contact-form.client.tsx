"use client";
import { useActionState, useState, type FormEvent } from "react";
import { warmToasts } from "@/ui/lazy-toaster";
import { submitContactFormAction, type ContactFormState } from "../actions";
import type { ContactResult } from "../service";
import type { ContactFormMessages } from "../messages";

// Plain elements, not the admin's primitives: this form ships on the landing page's bundle.
const inputClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive md:text-sm";
const labelClass = "text-sm font-medium leading-none";

const fields = [
  { name: "name", type: "text", autoComplete: "name", required: true },
  { name: "email", type: "email", autoComplete: "email", required: true },
  { name: "phone", type: "tel", autoComplete: "tel", required: false },
  { name: "subject", type: "text", autoComplete: "off", required: true },
] as const;

const notPosted: ContactFormState = { posted: false };

// The check, the send and the toasts are fetched when the visitor first focuses or types in the
// form (or sends it straight away), not with the page.
const loadSend = () => import("./contact-submit");
function warmUp() {
  void loadSend();
  warmToasts();
}

/**
 * With JavaScript the form sends through `submitContactMessageAction` and answers with toasts
 * (`contact-submit.ts`, fetched on first focus). Posted
 * before its script loads (or without one), the browser sends it to `submitContactFormAction` and the
 * page comes back with the answer written in it; the message is stored either way.
 */
export function ContactForm({ messages: m }: { messages: ContactFormMessages }) {
  const [sending, setSending] = useState(false);
  const [posted, postAction] = useActionState(submitContactFormAction, notPosted);
  const [clientErrors, setErrors] = useState<Record<string, string> | null>(null);
  const errors = clientErrors ?? (posted.posted && !posted.ok ? (posted.fieldErrors ?? {}) : {});
  const typed = posted.posted ? posted.values : {};

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      const { sendContactForm } = await loadSend();
      const fieldErrors = await sendContactForm(form, m, () => setSending(true));
      if (fieldErrors) setErrors(fieldErrors);
    } finally {
      setSending(false);
    }
  }

  return (
    <form action={postAction} onSubmit={onSubmit} onFocus={warmUp} onInput={warmUp} noValidate className="space-y-4" aria-label={m.formLabel}>
      {posted.posted && clientErrors === null && <PostedNotice result={posted} m={m} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {fields.map((f) => (
          <div key={f.name} className="space-y-2">
            <label htmlFor={`contact-${f.name}`} className={labelClass}>
              {m.fields[f.name]}
              {f.required && <span aria-hidden="true"> *</span>}
            </label>
            <input
              className={inputClass}
              id={`contact-${f.name}`}
              name={f.name}
              type={f.type}
              autoComplete={f.autoComplete}
              required={f.required}
              defaultValue={typed[f.name]}
              aria-invalid={errors[f.name] ? true : undefined}
              aria-describedby={errors[f.name] ? `contact-${f.name}-error` : undefined}
            />
            {errors[f.name] && (
              <p id={`contact-${f.name}-error`} className="text-sm text-destructive">
                {errors[f.name]}
              </p>
            )}
          </div>
        ))}
      </div>
      <div className="space-y-2">
        <label htmlFor="contact-message" className={labelClass}>
          {m.fields.message}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id="contact-message"
          name="message"
          required
          rows={6}
          defaultValue={typed.message}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? "contact-message-error" : undefined}
          className={`${inputClass} h-auto`}
        />
        {errors.message && (
          <p id="contact-message-error" className="text-sm text-destructive">
            {errors.message}
          </p>
        )}
      </div>
      {/* Honeypot: hidden from people and assistive technology, tempting for bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{m.fields.website}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button
        type="submit"
        disabled={sending}
        className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60 sm:w-auto"
      >
        {sending ? m.sending : m.send}
      </button>
    </form>
  );
}

/** The answer to a post made without JavaScript, in the spec's words. */
function PostedNotice({ result, m }: { result: ContactResult; m: ContactFormMessages }) {
  if (result.ok) {
    return (
      <div role="status" className="rounded-md border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
        <p className="font-semibold">{m.successTitle}</p>
        <p>{m.successText}</p>
      </div>
    );
  }
  const missing = result.error === m.requiredText;
  return (
    <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive">
      <p className="font-semibold">{missing ? m.requiredTitle : m.errorTitle}</p>
      <p>{missing ? result.error : `Error: ${result.error}`}</p>
    </div>
  );
}
