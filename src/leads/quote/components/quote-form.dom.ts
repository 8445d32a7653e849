/**
 * What the server-rendered quote form (quote-form.tsx) and its controller (quote-form.controller.ts)
 * agree on: its data-* names and its words; plain values, so the site script takes nothing else
 * from the form's module.
 */
export enum QuoteFormDom {
  /** The form, with the controller's words as JSON (`QuoteScriptWords`), and its send button. */
  QuoteForm = "data-quote-form",
  QuoteWords = "data-quote-words",
  QuoteSend = "data-quote-send",
  /** The answer to a post (`ok` or `error`), its title and text. */
  QuoteNotice = "data-quote-notice",
  NoticeTitle = "data-notice-title",
  NoticeText = "data-notice-text",
}

/** The id of a field's error line, which the field names in `aria-describedby`. */
export const quoteErrorId = (field: string) => `quote-${field}-error`;

/** The words the script shows, in the page's language (`data-quote-words`); `{percent}` and `{max}` where the numbers go. */
export type QuoteScriptWords = {
  sendingProgress: string;
  errorTitle: string;
  failedTitle: string;
  network: string;
  unexpected: string;
  tooManyPhotos: string;
  photoTooLarge: string;
};

/** The classes of the answer above the form, whoever writes it. */
export const NOTICE_CLASS = {
  ok: "rounded-md border border-primary/40 bg-primary/10 px-4 py-3 text-sm",
  error: "rounded-md border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive",
} as const;
export const FIELD_ERROR_CLASS = "text-sm text-destructive";
