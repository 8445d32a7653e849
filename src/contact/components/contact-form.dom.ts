import type { ContactCheckWords } from "../field-rules";

/**
 * What the server-rendered contact form and its script (`contact-form.controller.ts`) agree on;
 * plain values, so the script's bundle takes nothing else from the form's module.
 */

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
