import type { ContactCheckWords } from "../field-rules";

/**
 * What the server-rendered contact form (contact-form.client.tsx) and its controller
 * (contact-form.controller.ts) agree on: its data-* names, its error lines and its words; plain
 * values, so the site script takes nothing else from the form's module.
 */
export enum ContactFormDom {
  /** The form, with the controller's words as JSON (`ContactScriptWords`), and its send button. */
  ContactForm = "data-contact-form",
  ContactWords = "data-contact-words",
  ContactSend = "data-contact-send",
  /** The answer to a post (`ok` or `error`), its title and text: the controller reads them out of the page it gets back. */
  ContactNotice = "data-contact-notice",
  NoticeTitle = "data-notice-title",
  NoticeText = "data-notice-text",
}

/** The class of a field's error line, whoever writes it. */
export const FIELD_ERROR_CLASS = "text-sm text-destructive";

/** The id of a field's error line, which the field names in `aria-describedby`. */
export const fieldErrorId = (field: string) => `contact-${field}-error`;

/** The spec's 'Error: {message}' under 'Error al enviar mensaje'. */
export const errorDetail = (message: string) => `Error: ${message}`;

/** The words the script shows or announces, in the page's language (`data-contact-words`). */
export type ContactScriptWords = ContactCheckWords & {
  requiredTitle: string;
  sending: string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  /** `errorDetail` with `{message}` where the message goes. */
  errorText: string;
  /** The spec's generic error toast, for a send that never got the form's answer. */
  failedTitle: string;
  network: string;
  unexpected: string;
  /** The toast's close button. */
  close: string;
};
