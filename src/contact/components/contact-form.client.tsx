"use client";
import { useActionState } from "react";
import { submitContactFormAction, type ContactFormState } from "../actions";
import type { ContactResult } from "../service";
import type { ContactFormMessages } from "../messages";
import { MARKETING_FIELD, MARKETING_TICKED } from "../field-rules";
import { PrivacyNotice, type NoticeData } from "./privacy-notice";
import { ContactFormDom, errorDetail, FIELD_ERROR_CLASS, fieldErrorId, type ContactScriptWords } from "./contact-form.dom";

// Plain elements, not the admin's primitives: this form is on the landing page.
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

function scriptWords(m: ContactFormMessages): ContactScriptWords {
  const {
    requiredTitle,
    requiredText,
    emailInvalid,
    phoneInvalid,
    tooLong,
    sending,
    successTitle,
    successText,
    errorTitle,
    failedTitle,
    network,
    unexpected,
    close,
  } = m;
  const errorText = errorDetail("{message}");
  return {
    requiredTitle,
    requiredText,
    emailInvalid,
    phoneInvalid,
    tooLong,
    sending,
    successTitle,
    successText,
    errorTitle,
    errorText,
    failedTitle,
    network,
    unexpected,
    close,
  };
}

/**
 * The contact form as the server renders it; no React code of it runs in the browser on the
 * public site. Posted without JavaScript, the browser sends it to `submitContactFormAction` and
 * the page comes back with the answer and what was typed written in it (`useActionState` renders
 * that answer on the server). With JavaScript, `contact-form.controller.ts` checks it, sends the
 * same post with `fetch`, reads the answer out of the page that comes back and shows it in toasts;
 * its words are in `data-contact-words`, in the page's language.
 */
export function ContactForm({ messages: m, notice }: { messages: ContactFormMessages; notice: NoticeData }) {
  const [posted, postAction] = useActionState(submitContactFormAction, notPosted);
  const errors = posted.posted && !posted.ok ? (posted.fieldErrors ?? {}) : {};
  const typed = posted.posted ? posted.values : {};

  return (
    <form
      action={postAction}
      noValidate
      className="space-y-4"
      aria-label={m.formLabel}
      {...{ [ContactFormDom.ContactForm]: true, [ContactFormDom.ContactWords]: JSON.stringify(scriptWords(m)) }}
    >
      {posted.posted && <PostedNotice result={posted} m={m} />}
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
              aria-describedby={errors[f.name] ? fieldErrorId(f.name) : undefined}
            />
            {errors[f.name] && (
              <p id={fieldErrorId(f.name)} className={FIELD_ERROR_CLASS}>
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
          aria-describedby={errors.message ? fieldErrorId("message") : undefined}
          className={`${inputClass} h-auto`}
        />
        {errors.message && (
          <p id={fieldErrorId("message")} className={FIELD_ERROR_CLASS}>
            {errors.message}
          </p>
        )}
      </div>
      {/* Honeypot: hidden from people and assistive technology, tempting for bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">{m.fields.website}</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* Optional and separate: never ticked for the sender, never required; kept as chosen after a refusal. */}
      <div className="flex items-start gap-3">
        <input
          id="contact-marketing"
          name={MARKETING_FIELD}
          type="checkbox"
          value={MARKETING_TICKED}
          defaultChecked={typed[MARKETING_FIELD] === MARKETING_TICKED}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor="contact-marketing" className="text-sm leading-snug">
          {m.marketing}
        </label>
      </div>
      <div className="space-y-3">
        <button
          type="submit"
          {...{ [ContactFormDom.ContactSend]: true }}
          // Read with the button's name: what happens to the data is heard before sending it.
          aria-describedby={NOTICE_ID}
          className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60 sm:w-auto"
        >
          {m.send}
        </button>
        <PrivacyNotice id={NOTICE_ID} words={m.notice} {...notice} />
      </div>
    </form>
  );
}

/** The id of the first-layer notice, which the send button names in `aria-describedby`. */
const NOTICE_ID = "contact-privacy-notice";

/** The answer to a post made without JavaScript, in the spec's words (the script reads it out of the page, too). */
function PostedNotice({ result, m }: { result: ContactResult; m: ContactFormMessages }) {
  if (result.ok) {
    return (
      <div role="status" {...{ [ContactFormDom.ContactNotice]: "ok" }} className="rounded-md border border-primary/40 bg-primary/10 px-4 py-3 text-sm">
        <p className="font-semibold" {...{ [ContactFormDom.NoticeTitle]: true }}>
          {m.successTitle}
        </p>
        <p {...{ [ContactFormDom.NoticeText]: true }}>{m.successText}</p>
      </div>
    );
  }
  const missing = result.error === m.requiredText;
  return (
    <div
      role="alert"
      {...{ [ContactFormDom.ContactNotice]: "error" }}
      className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
    >
      <p className="font-semibold" {...{ [ContactFormDom.NoticeTitle]: true }}>
        {missing ? m.requiredTitle : m.errorTitle}
      </p>
      <p {...{ [ContactFormDom.NoticeText]: true }}>{missing ? result.error : errorDetail(result.error)}</p>
    </div>
  );
}
