import { isPlausiblePhone } from "./phone";

/**
 * The contact form's rules as plain values, read by both sides: the server's schema
 * (`validation.ts`, zod) and the browser's check (`components/contact-form.controller.ts`, which must not
 * bundle zod). The server stays the authority; the browser only answers sooner.
 */

export const CONTACT_FIELDS = ["name", "email", "phone", "subject", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export const REQUIRED_FIELDS = ["name", "email", "subject", "message"] as const;

/** The optional commercial-messages box: its field's name, and the value a ticked box posts. */
export const MARKETING_FIELD = "marketing";
export const MARKETING_TICKED = "on";

/** Lengths cap abuse; they are counted after control characters are dropped and the ends trimmed. */
export const MAX_LENGTH: Record<ContactField, number> = { name: 100, email: 254, phone: 30, subject: 200, message: 5000 };

/**
 * Every control character (\p{Cc}) except tab, line feed and carriage return: never part of what a
 * visitor meant to write (a NUL byte above all, which PostgreSQL refuses in text).
 */
export const CONTROL_CHARS = /[^\P{Cc}\t\n\r]/gu;

/** zod 4's own e-mail pattern, named here so the browser applies the very same one. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

/** What the value becomes before it is checked and stored. */
export const cleanContactValue = (value: string) => value.replace(CONTROL_CHARS, "").trim();

/** The words of the check, in the page's language; `tooLong` holds `{max}` where the number goes. */
export type ContactCheckWords = { requiredText: string; emailInvalid: string; phoneInvalid: string; tooLong: string };

export const MAX_PLACEHOLDER = "{max}";

/**
 * The first problem of each field, the way the server's schema reports it: a missing required
 * field, then a field too long, then an e-mail of the wrong shape or a phone that is not a
 * plausible number (phone.ts; the phone may be left empty). Empty when all is well. A field left
 * out counts as empty (the form always sends every field).
 */
export function checkContactFields(values: Partial<Record<string, string>>, words: ContactCheckWords): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const value = cleanContactValue(values[field] ?? "");
    if (value === "" && (REQUIRED_FIELDS as readonly string[]).includes(field)) errors[field] = words.requiredText;
    else if (value.length > MAX_LENGTH[field]) errors[field] = words.tooLong.replace(MAX_PLACEHOLDER, String(MAX_LENGTH[field]));
    else if (field === "email" && !EMAIL_PATTERN.test(value)) errors[field] = words.emailInvalid;
    else if (field === "phone" && value !== "" && !isPlausiblePhone(value)) errors[field] = words.phoneInvalid;
  }
  return errors;
}
