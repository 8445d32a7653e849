import { checkContactFields, cleanContactValue, MAX_PLACEHOLDER, type ContactCheckWords, type ContactField } from "@/contact/field-rules";

/**
 * The quote request's own fields as plain values, read by the server's schema (validation.ts)
 * and by the browser's check (components/quote-form.controller.ts, which must not bundle zod).
 * The contact fields (name, e-mail, phone, subject, message) keep the contact form's rules; the
 * subject may be left empty here (the type of work names the request).
 */

export const QUOTE_FIELDS = ["category", "municipality", "area", "budget", "start", "channel", "callTime"] as const;
export type QuoteField = (typeof QUOTE_FIELDS)[number];
/** Every field the form shows, in its order, the photos apart. */
export const QUOTE_FORM_FIELDS = ["name", "email", "phone", "subject", "message", ...QUOTE_FIELDS] as const;
export type QuoteFormField = ContactField | QuoteField;

/** The file input's name and limits, and what it offers (the server sniffs the bytes whatever the browser says). */
export { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTOS_FIELD } from "./photo-limits";
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/heic,image/heif,image/webp,.jpg,.jpeg,.png,.heic,.heif,.webp";
/** The type-of-work choice for work that fits no category. */
export const OTHER_WORK = "otra";
/** The project page a request came from: its slug, in a hidden field. */
export const PROJECT_FIELD = "project";

export const QUOTE_MAX_LENGTH = { municipality: 100, callTime: 80 } as const;
export const AREA_MIN = 1;
export const AREA_MAX = 100_000;

/** The words of the check, in the page's language (`tooLong` holds `{max}` where the number goes). */
export type QuoteCheckWords = ContactCheckWords & { choose: string; areaInvalid: string; phoneNeeded: string };

/** The channels that need a phone number to reach the person. */
export const PHONE_CHANNELS: readonly string[] = ["phone", "whatsapp"];

/** An approximate area as the form sends it: empty (not given) or a whole number of square metres in range. */
export function parseArea(value: string): number | null | undefined {
  const clean = cleanContactValue(value).replace(/\s/g, "");
  if (clean === "") return null;
  if (!/^\d{1,6}$/.test(clean)) return undefined;
  const n = Number(clean);
  return n >= AREA_MIN && n <= AREA_MAX ? n : undefined;
}

/**
 * The first problem of each field, as the server's schema reports it: the contact fields as the
 * contact form checks them (the subject optional), then the type of work, municipality, budget,
 * start and channel chosen, the area a whole number in range when given, lengths capped. Which
 * values a choice may take only the server checks (its lists are in src/db/schema.ts, which the
 * site script must not bundle; a select offers nothing else), and whether a category exists.
 */
export function checkQuoteFields(values: Partial<Record<string, string>>, words: QuoteCheckWords): Partial<Record<QuoteFormField, string>> {
  const subject = cleanContactValue(values.subject ?? "");
  // A placeholder subject only for the check: an empty one is filled from the type of work.
  const errors: Partial<Record<QuoteFormField, string>> = checkContactFields({ ...values, subject: subject || "-" }, words);
  const value = (field: QuoteField) => cleanContactValue(values[field] ?? "");
  const tooLong = (max: number) => words.tooLong.replace(MAX_PLACEHOLDER, String(max));
  if (value("category") === "") errors.category = words.choose;
  if (value("municipality") === "") errors.municipality = words.requiredText;
  else if (value("municipality").length > QUOTE_MAX_LENGTH.municipality) errors.municipality = tooLong(QUOTE_MAX_LENGTH.municipality);
  if (parseArea(values.area ?? "") === undefined) errors.area = words.areaInvalid;
  for (const field of ["budget", "start", "channel"] as const) if (value(field) === "") errors[field] = words.choose;
  if (!errors.phone && PHONE_CHANNELS.includes(value("channel")) && cleanContactValue(values.phone ?? "") === "") errors.phone = words.phoneNeeded;
  if (value("callTime").length > QUOTE_MAX_LENGTH.callTime) errors.callTime = tooLong(QUOTE_MAX_LENGTH.callTime);
  return errors;
}
