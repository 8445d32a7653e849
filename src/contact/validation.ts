import { z } from "zod";
import { t } from "@/i18n/current";
import { contactFormCatalogue } from "./messages";
import { CONTROL_CHARS, EMAIL_PATTERN, MARKETING_TICKED, MAX_LENGTH } from "./field-rules";
import { isPlausiblePhone } from "./phone";

export { contactFormCatalogue } from "./messages";
export { REQUIRED_FIELDS } from "./field-rules";

const withoutControls = (value: string) => value.replace(CONTROL_CHARS, "");

const required = (max: number) =>
  z
    .string({ error: () => t(contactFormCatalogue).requiredText })
    .transform(withoutControls)
    .pipe(
      z
        .string()
        .trim()
        .min(1, { error: () => t(contactFormCatalogue).requiredText })
        .max(max, { error: () => t(contactFormCatalogue).tooLong(max) }),
    );

/**
 * The server's rules (the authority). The browser applies the same ones before sending
 * (`checkContactFields` in field-rules.ts, over the same constants, without zod); lengths cap abuse.
 */
export const contactSchema = z.object({
  name: required(MAX_LENGTH.name),
  email: required(MAX_LENGTH.email).pipe(z.email({ pattern: EMAIL_PATTERN, error: () => t(contactFormCatalogue).emailInvalid })),
  phone: z
    .string()
    .transform(withoutControls)
    .pipe(
      z
        .string()
        .trim()
        .max(MAX_LENGTH.phone, { error: () => t(contactFormCatalogue).tooLong(MAX_LENGTH.phone) })
        .refine((phone) => phone === "" || isPlausiblePhone(phone), { error: () => t(contactFormCatalogue).phoneInvalid }),
    )
    .optional()
    .default(""),
  subject: required(MAX_LENGTH.subject),
  message: required(MAX_LENGTH.message),
  /**
   * The optional box for commercial messages, as a browser posts a checkbox: "on" when ticked,
   * absent when not. Anything else is no consent (never a refusal: the enquiry still counts).
   */
  marketing: z
    .unknown()
    .optional()
    .transform((value) => value === MARKETING_TICKED),
});

export type ContactInput = z.input<typeof contactSchema>;

/* The inbox (admin). */

/** States an admin can put a message in ('new' is also what the public form stores). */
export const MESSAGE_STATUSES = ["new", "read", "archived"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messageIdSchema = z.object({ id: z.uuid() });
export const messageStatusSchema = z.object({ id: z.uuid(), status: z.enum(MESSAGE_STATUSES) });
/** Messages per page of the inbox (cards are taller than table rows). */
export const INBOX_PAGE_SIZE = 20;

/** The inbox filter, from the `estado` query parameter. */
export const INBOX_FILTERS = { todos: null, nuevos: "new", leidos: "read", archivados: "archived" } as const;
export type InboxFilter = keyof typeof INBOX_FILTERS;

export function parseInboxFilter(value: string | string[] | undefined): InboxFilter {
  const v = Array.isArray(value) ? value[0] : value;
  return v && Object.hasOwn(INBOX_FILTERS, v) ? (v as InboxFilter) : "todos";
}

/**
 * 'Eliminar todos': the filter on screen and the newest message time the admin saw (ISO, to the
 * microsecond). No ids: the server deletes by the filter, however many messages that is.
 */
export const deleteAllSchema = z.object({
  estado: z.enum(Object.keys(INBOX_FILTERS) as [InboxFilter, ...InboxFilter[]]),
  upTo: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/)
    .refine((v) => !Number.isNaN(Date.parse(v))),
});
