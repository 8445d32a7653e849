import { describeError, GENERIC_ERROR_TITLE } from "@/lib/errors";
import { toast } from "@/ui/lazy-toaster";
import { submitContactMessageAction } from "../actions";
import { REQUIRED_FIELDS, type ContactFormMessages } from "../messages";

type Errors = Record<string, string>;

/**
 * What the form does with JavaScript once sent, fetched on the form's first focus or input:
 * the required-fields check, the send through `submitContactMessageAction` and the answer in
 * toasts. Returns the field errors to show, or `null` to leave them as they are. `onSending` is
 * called once the check has passed, just before the message goes out.
 */
export async function sendContactForm(form: HTMLFormElement, m: ContactFormMessages, onSending: () => void): Promise<Errors | null> {
  const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
  const missing = REQUIRED_FIELDS.filter((f) => !data[f]?.trim());
  if (missing.length > 0) {
    toast.error(m.requiredTitle, { description: m.requiredText });
    return Object.fromEntries(missing.map((f) => [f, m.requiredText]));
  }
  onSending();
  try {
    const result = await submitContactMessageAction(data);
    if (result.ok) {
      toast.success(m.successTitle, { description: m.successText });
      form.reset();
      return {};
    }
    toast.error(m.errorTitle, { description: `Error: ${result.error}` });
    return result.fieldErrors ?? {};
  } catch (err) {
    // A failure to reach the server (offline, proxy error page, …) never shows its raw text:
    // the spec's generic handler turns it into a sentence ('Network connection failed. …').
    toast.error(GENERIC_ERROR_TITLE, { description: describeError(err) });
    return null;
  }
}
