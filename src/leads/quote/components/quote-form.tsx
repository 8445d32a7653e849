import type { ReactNode } from "react";
import { MARKETING_FIELD, MARKETING_TICKED, MAX_LENGTH } from "@/contact/field-rules";
import { PrivacyNotice, type NoticeData } from "@/contact/components/privacy-notice";
import { BUDGET_BANDS, CONTACT_CHANNELS, START_WINDOWS } from "@/db/schema";
import type { PublicLocale } from "@/i18n/locales";
import { AREA_MAX, AREA_MIN, MAX_PHOTOS, OTHER_WORK, PHOTO_ACCEPT, PHOTOS_FIELD, PROJECT_FIELD, QUOTE_MAX_LENGTH } from "../fields";
import type { QuoteFormMessages } from "../messages";
import { FIELD_ERROR_CLASS, NOTICE_CLASS, QuoteFormDom, quoteErrorId, type QuoteScriptWords } from "./quote-form.dom";

// Plain elements, as the contact form's: no React code of this form runs in the browser.
const inputClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive md:text-sm";
const labelClass = "text-sm font-medium leading-none";

export type QuoteFormAnswer = { ok: boolean; error?: string; fieldErrors?: Record<string, string> };

type Props = {
  messages: QuoteFormMessages;
  notice: NoticeData;
  locale: PublicLocale;
  /** The type-of-work choices, in the page's language. */
  categories: { id: string; name: string }[];
  /** The project page the visitor came from (its slug), sent back with the form. */
  project: string | null;
  /** The answer to the visitor's last post without JavaScript, and what they had typed. */
  answer: QuoteFormAnswer | null;
  values: Record<string, string>;
};

function scriptWords(m: QuoteFormMessages): QuoteScriptWords {
  const q = m.quote;
  return {
    sendingProgress: q.sendingProgress,
    errorTitle: q.errorTitle,
    failedTitle: m.failedTitle,
    network: m.network,
    unexpected: m.unexpected,
    tooManyPhotos: q.tooManyPhotos,
    photoTooLarge: q.photoTooLarge,
  };
}

/**
 * The quote request form, drawn on the server: a plain multipart post to `/api/quote-requests`
 * that works without JavaScript (the answer comes back into this page, src/leads/quote/answer-cookie.ts).
 * With JavaScript, quote-form.controller.ts checks it with the server's rules and sends the same
 * post with upload progress. The text fields come before the photos: the server reads and
 * checks them before it reads a photo.
 */
export function QuoteForm({ messages: m, notice, locale, categories, project, answer, values }: Props) {
  const q = m.quote;
  const errors = answer && !answer.ok ? (answer.fieldErrors ?? {}) : {};
  const field = (name: string, label: ReactNode, control: (described: { "aria-invalid"?: true; "aria-describedby"?: string }) => ReactNode, hint?: string) => {
    const hintId = hint ? `quote-${name}-hint` : undefined;
    const described = [errors[name] ? quoteErrorId(name) : null, hintId].filter(Boolean).join(" ") || undefined;
    return (
      <div className="space-y-2">
        <label htmlFor={`quote-${name}`} className={labelClass}>
          {label}
        </label>
        {control({ ...(errors[name] ? { "aria-invalid": true } : {}), ...(described ? { "aria-describedby": described } : {}) })}
        {hint && (
          <p id={hintId} className="text-xs text-muted-foreground">
            {hint}
          </p>
        )}
        {errors[name] && (
          <p id={quoteErrorId(name)} className={FIELD_ERROR_CLASS}>
            {errors[name]}
          </p>
        )}
      </div>
    );
  };
  const required = (text: string) => (
    <>
      {text}
      <span aria-hidden="true"> *</span>
    </>
  );
  const text = (name: string, type: string, autoComplete: string, maxLength: number, isRequired: boolean) =>
    function TextInput(a: object) {
      return (
        <input
          id={`quote-${name}`}
          name={name}
          type={type}
          autoComplete={autoComplete}
          required={isRequired}
          maxLength={maxLength}
          defaultValue={values[name]}
          className={inputClass}
          {...a}
        />
      );
    };
  const select = (name: string, options: { value: string; label: string }[]) =>
    function Select(a: object) {
      return (
        <select id={`quote-${name}`} name={name} required defaultValue={values[name] ?? ""} className={inputClass} {...a}>
          <option value="" disabled>
            {q.chooseOption}
          </option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      );
    };

  return (
    <form
      method="post"
      action={`/api/quote-requests?idioma=${locale}`}
      encType="multipart/form-data"
      className="space-y-5"
      aria-label={q.formLabel}
      {...{ [QuoteFormDom.QuoteForm]: true, [QuoteFormDom.QuoteWords]: JSON.stringify(scriptWords(m)) }}
    >
      {answer && <Notice answer={answer} m={m} />}
      {project && <input type="hidden" name={PROJECT_FIELD} value={project} />}
      <div className="grid gap-4 sm:grid-cols-2">
        {field("name", required(m.fields.name), text("name", "text", "name", MAX_LENGTH.name, true))}
        {field("email", required(m.fields.email), text("email", "email", "email", MAX_LENGTH.email, true))}
        {field("phone", m.fields.phone, text("phone", "tel", "tel", MAX_LENGTH.phone, false))}
        {field(
          "category",
          required(q.fields.category),
          select("category", [...categories.map((c) => ({ value: c.id, label: c.name })), { value: OTHER_WORK, label: q.otherWork }]),
        )}
        {field("municipality", required(q.fields.municipality), text("municipality", "text", "address-level2", QUOTE_MAX_LENGTH.municipality, true))}
        {field("area", q.fields.area, (a) => (
          <input
            id="quote-area"
            name="area"
            type="number"
            inputMode="numeric"
            min={AREA_MIN}
            max={AREA_MAX}
            step={1}
            defaultValue={values.area}
            className={inputClass}
            {...a}
          />
        ))}
        {field(
          "budget",
          required(q.fields.budget),
          select(
            "budget",
            BUDGET_BANDS.map((b) => ({ value: b, label: q.budgetBands[b] })),
          ),
        )}
        {field(
          "start",
          required(q.fields.start),
          select(
            "start",
            START_WINDOWS.map((s) => ({ value: s, label: q.startWindows[s] })),
          ),
        )}
        {field(
          "channel",
          required(q.fields.channel),
          select(
            "channel",
            CONTACT_CHANNELS.map((c) => ({ value: c, label: q.channels[c] })),
          ),
        )}
        {field("callTime", q.fields.callTime, text("callTime", "text", "off", QUOTE_MAX_LENGTH.callTime, false), q.callTimeHint)}
      </div>
      {field("subject", q.subjectOptional, text("subject", "text", "off", MAX_LENGTH.subject, false))}
      {field("message", required(m.fields.message), (a) => (
        <textarea
          id="quote-message"
          name="message"
          required
          rows={5}
          maxLength={MAX_LENGTH.message}
          defaultValue={values.message}
          className={`${inputClass} h-auto`}
          {...a}
        />
      ))}
      {/* Honeypot: hidden from people and assistive technology, tempting for bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="quote-website">{m.fields.website}</label>
        <input id="quote-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {/* Optional and separate, as in the contact form: never ticked for the sender, kept as chosen after a refusal. */}
      <div className="flex items-start gap-3">
        <input
          id="quote-marketing"
          name={MARKETING_FIELD}
          type="checkbox"
          value={MARKETING_TICKED}
          defaultChecked={values[MARKETING_FIELD] === MARKETING_TICKED}
          className="mt-0.5 size-4 shrink-0 accent-primary"
        />
        <label htmlFor="quote-marketing" className="text-sm leading-snug">
          {m.marketing}
        </label>
      </div>
      {/* Last: the server reads every text field before the first photo. */}
      {field(
        PHOTOS_FIELD,
        q.fields.photos,
        (a) => (
          <input
            id={`quote-${PHOTOS_FIELD}`}
            name={PHOTOS_FIELD}
            type="file"
            multiple
            accept={PHOTO_ACCEPT}
            data-max-photos={MAX_PHOTOS}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary/10 file:px-3 file:py-2 file:font-medium"
            {...a}
          />
        ),
        answer && !answer.ok ? `${q.photosHint} ${q.choosePhotosAgain}` : q.photosHint,
      )}
      <div className="space-y-3">
        <button
          type="submit"
          {...{ [QuoteFormDom.QuoteSend]: true }}
          aria-describedby={NOTICE_ID}
          className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90 disabled:opacity-60 sm:w-auto"
        >
          {q.send}
        </button>
        <PrivacyNotice id={NOTICE_ID} words={m.notice} {...notice} />
      </div>
    </form>
  );
}

const NOTICE_ID = "quote-privacy-notice";

/** The answer to the last post, written by the server (the script shows its own the same way). */
function Notice({ answer, m }: { answer: QuoteFormAnswer; m: QuoteFormMessages }) {
  if (answer.ok) {
    return (
      <div role="status" tabIndex={-1} {...{ [QuoteFormDom.QuoteNotice]: "ok" }} className={NOTICE_CLASS.ok}>
        <p className="font-semibold" {...{ [QuoteFormDom.NoticeTitle]: true }}>
          {m.quote.successTitle}
        </p>
        <p {...{ [QuoteFormDom.NoticeText]: true }}>{m.quote.successText}</p>
      </div>
    );
  }
  const missing = answer.error === m.requiredText;
  return (
    <div role="alert" tabIndex={-1} {...{ [QuoteFormDom.QuoteNotice]: "error" }} className={NOTICE_CLASS.error}>
      <p className="font-semibold" {...{ [QuoteFormDom.NoticeTitle]: true }}>
        {missing ? m.requiredTitle : m.quote.errorTitle}
      </p>
      <p {...{ [QuoteFormDom.NoticeText]: true }}>{answer.error}</p>
    </div>
  );
}
