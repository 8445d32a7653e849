"use client";
import { useActionState } from "react";
import { PrivacyNotice } from "@/contact/components/privacy-notice";
import { REVIEW_LANGUAGES } from "@/db/schema";
import { submitCustomerReviewAction, type CustomerReviewState } from "../actions";
import { REVIEW_LIMITS } from "../list";
import type { ReviewFormWords } from "../messages";
import type { ClosedLink } from "../service";

// Plain elements, not the admin's primitives: a public page, drawn on the server only.
const inputClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 aria-[invalid=true]:border-destructive md:text-sm";
const labelClass = "text-sm font-medium leading-none";
const errorClass = "text-sm text-destructive";
const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

const notPosted: CustomerReviewState = { posted: false };
const errorId = (name: string) => `review-${name}-error`;
const NOTICE_ID = "review-privacy-notice";

type Props = {
  words: ReviewFormWords;
  /** Why the link opened cannot take a review; null when it can. */
  closed: ClosedLink | null;
  /** The name the company wrote on the link, and the page's language (the review's by default). */
  customerName: string;
  locale: string;
  homeHref: string;
  notice: { controller: string; privacyHref: string };
};

/**
 * The customer's review form. No React code of it runs in the browser (the public pages carry
 * none): the browser posts it as a plain form to `submitCustomerReviewAction`, and the page comes
 * back with the answer drawn by `useActionState` on the server, what was typed kept on a refusal.
 * The answer to a post comes first: once a review is stored the link's cookie is gone, and
 * the thanks, not "invalid link", is what the customer must read.
 */
export function CustomerReviewForm({ words: m, closed, customerName, locale, homeHref, notice }: Props) {
  const [state, post] = useActionState(submitCustomerReviewAction, notPosted);
  if (state.posted && state.ok) return <Message title={m.thanksTitle} text={m.thanksText} homeHref={homeHref} home={m.home} status />;
  const shut = (state.posted && !state.ok && state.closed) || closed;
  if (shut) return <Message title={m.states[shut].title} text={m.states[shut].text} homeHref={homeHref} home={m.home} />;

  const failure = state.posted && !state.ok ? state : null;
  const errors = (failure && "fieldErrors" in failure ? failure.fieldErrors : undefined) ?? {};
  const typed = state.posted ? state.values : {};
  const value = (name: string, fallback = "") => (name in typed ? typed[name] : fallback);
  const a11y = (name: string) => ({ "aria-invalid": errors[name] ? true : undefined, "aria-describedby": errors[name] ? errorId(name) : undefined });
  const error = (name: string) =>
    errors[name] ? (
      <p id={errorId(name)} className={errorClass}>
        {errors[name]}
      </p>
    ) : null;
  const required = <span aria-hidden="true"> *</span>;

  return (
    <form action={post} method="post" noValidate aria-label={m.formLabel} className="mt-8 space-y-5">
      {failure && !Object.keys(errors).length ? (
        <div role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive">
          <p className="font-semibold">{m.errorTitle}</p>
          <p>{failure.error}</p>
        </div>
      ) : null}
      <div className="grid gap-5 sm:grid-cols-2">
        {(["authorName", "town"] as const).map((name) => (
          <div key={name} className="space-y-2">
            <label htmlFor={`review-${name}`} className={labelClass}>
              {name === "authorName" ? m.fields.name : m.fields.town}
              {required}
            </label>
            <input
              id={`review-${name}`}
              name={name}
              type="text"
              required
              maxLength={REVIEW_LIMITS[name]}
              autoComplete={name === "authorName" ? "name" : "address-level2"}
              defaultValue={value(name, name === "authorName" ? customerName : "")}
              className={inputClass}
              {...a11y(name)}
            />
            {error(name)}
          </div>
        ))}
      </div>
      {/* Native radios: arrow keys move between them, and they need no script. */}
      <fieldset className="space-y-2" {...a11y("rating")}>
        <legend className={`${labelClass} mb-2`}>
          {m.fields.rating}
          {required}
        </legend>
        <div className="flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((n) => (
            <label
              key={n}
              className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring"
            >
              <input type="radio" name="rating" value={n} required defaultChecked={value("rating") === String(n)} className="size-4 accent-primary" />
              <span aria-hidden="true" className="tracking-tight text-amber-500">
                {"★".repeat(n)}
                <span className="text-muted-foreground/40">{"★".repeat(5 - n)}</span>
              </span>
              <span className="sr-only">{m.ratingValue[n - 1]}</span>
            </label>
          ))}
        </div>
        {error("rating")}
      </fieldset>
      <div className="space-y-2">
        <label htmlFor="review-text" className={labelClass}>
          {m.fields.text}
          {required}
        </label>
        <textarea
          id="review-text"
          name="text"
          required
          rows={6}
          maxLength={REVIEW_LIMITS.text}
          defaultValue={value("text")}
          className={`${inputClass} h-auto`}
          {...a11y("text")}
        />
        {error("text")}
      </div>
      <div className="space-y-2">
        <label htmlFor="review-language" className={labelClass}>
          {m.fields.language}
        </label>
        <select id="review-language" name="language" defaultValue={value("language", locale)} className={`${inputClass} sm:w-64`} {...a11y("language")}>
          {REVIEW_LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {m.languages[l]}
            </option>
          ))}
        </select>
        {error("language")}
      </div>
      {/* Honeypot: hidden from people and assistive technology, tempting for bots. */}
      <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
        <label htmlFor="review-website">{m.fields.website}</label>
        <input id="review-website" name="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <div className="space-y-3">
        <button
          type="submit"
          aria-describedby={NOTICE_ID}
          className="inline-flex h-11 w-full items-center justify-center rounded-md bg-primary px-6 font-semibold text-primary-foreground hover:bg-primary/90 sm:w-auto"
        >
          {m.send}
        </button>
        <PrivacyNotice id={NOTICE_ID} words={m.notice} {...notice} />
      </div>
    </form>
  );
}

function Message({ title, text, home, homeHref, status = false }: { title: string; text: string; home: string; homeHref: string; status?: boolean }) {
  return (
    <div role={status ? "status" : "alert"} className="mt-8 rounded-xl border p-6 sm:p-8" data-review-answer>
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="mt-2 text-muted-foreground">{text}</p>
      <p className="mt-4">
        <a href={homeHref} className={linkClass}>
          {home}
        </a>
      </p>
    </div>
  );
}
