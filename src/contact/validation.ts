import { z } from "zod";
import { contactMessages } from "./messages";

export { contactMessages, REQUIRED_FIELDS } from "./messages";

/**
 * Control characters (a NUL byte above all, which PostgreSQL refuses in text) are dropped: they
 * are never part of what a visitor meant to write. Tabs and line breaks stay.
 */
// Every control character (\p{Cc}) except tab, line feed and carriage return.
const CONTROL_CHARS = /[^\P{Cc}\t\n\r]/gu;
const withoutControls = (value: string) => value.replace(CONTROL_CHARS, "");

const required = (max: number) =>
  z
    .string({ error: contactMessages.requiredText })
    .transform(withoutControls)
    .pipe(z.string().trim().min(1, contactMessages.requiredText).max(max, contactMessages.tooLong(max)));

/**
 * The server's rules. The form checks only the required fields itself (spec: 'Campos
 * obligatorios'), which keeps zod off the landing page; lengths cap abuse.
 */
export const contactSchema = z.object({
  name: required(100),
  email: required(254).pipe(z.email(contactMessages.emailInvalid)),
  phone: z.string().transform(withoutControls).pipe(z.string().trim().max(30, contactMessages.tooLong(30))).optional().default(""),
  subject: required(200),
  message: required(5000),
});

export type ContactInput = z.input<typeof contactSchema>;

