import { checkContactFields, CONTACT_FIELDS, MARKETING_FIELD, REQUIRED_FIELDS, type ContactField } from "../field-rules";
import { ContactFormDom, FIELD_ERROR_CLASS, fieldErrorId, type ContactScriptWords } from "./contact-form.dom";
import type { Dataset } from "@/ui/dataset";
import { prepareToasts, showToast, type ToastKind } from "@/ui/site-toast";

type Errors = Partial<Record<ContactField, string>>;
type Field = HTMLInputElement | HTMLTextAreaElement;
type ContactAnswer = { ok: boolean; title: string; text: string; fieldErrors: Errors };

/**
 * The landing page's contact form with JavaScript: checked in the browser with the server's rules
 * and the page's words, then sent without a reload as the very post the browser makes without
 * JavaScript (the form's own action, its form data, hidden `$ACTION_…` fields and the
 * commercial-messages box included), so the server's action, origin check, body cap, honeypot
 * and shared rate limit stay the one authority.
 * Its answer is read out of the page that comes back and shown in toasts, as before.
 */
export function enhanceContact(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${ContactFormDom.ContactForm}]`)) {
    if (form.dataset.ready !== undefined) continue;
    form.dataset.ready = "";
    try {
      wire(form);
    } catch (err) {
      console.error("[contact] form left to post without JavaScript", err);
    }
  }
}

function wire(form: HTMLFormElement) {
  const words = JSON.parse((form.dataset as Dataset<ContactFormDom.ContactWords>).contactWords ?? "") as ContactScriptWords;
  const button = form.querySelector<HTMLButtonElement>(`[${ContactFormDom.ContactSend}]`);
  prepareToasts();
  let sending = false;

  const toast = (kind: ToastKind, title: string, description?: string) => showToast({ kind, title, description, closeLabel: words.close });

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    // A notice written by an earlier post without JavaScript no longer says anything true.
    form.querySelector(`[${ContactFormDom.ContactNotice}]`)?.remove();
    const data = new FormData(form);
    const values = Object.fromEntries(CONTACT_FIELDS.map((f) => [f, String(data.get(f) ?? "")]));
    const errors = checkContactFields(values, words);
    showErrors(form, errors);
    const first = CONTACT_FIELDS.find((f) => errors[f]);
    if (first) {
      const missing = REQUIRED_FIELDS.some((f) => errors[f] === words.requiredText);
      if (missing) toast("error", words.requiredTitle, words.requiredText);
      else
        toast(
          "error",
          words.errorTitle,
          words.errorText.replace("{message}", () => errors[first]!),
        );
      return;
    }
    sending = true;
    setSending(form, button, words, true);
    send(form, data)
      .then((answer) => {
        if (answer.ok) {
          toast("success", answer.title, answer.text);
          clear(form);
        } else {
          toast("error", answer.title, answer.text);
          showErrors(form, answer.fieldErrors);
        }
      })
      .catch((err: unknown) => toast("error", words.failedTitle, isNetworkFailure(err) ? words.network : words.unexpected))
      .finally(() => {
        sending = false;
        setSending(form, button, words, false);
      });
  });
}

/** The post the browser makes without JavaScript; the answer is read out of the page it returns. */
async function send(form: HTMLFormElement, data: FormData): Promise<ContactAnswer> {
  const response = await fetch(form.action, { method: "POST", body: data, credentials: "same-origin", headers: { accept: "text/html" } });
  const answer = response.ok ? readContactAnswer(new DOMParser().parseFromString(await response.text(), "text/html")) : null;
  // A page without the form's answer (a proxy's error page, a server error) is a failure like any other.
  if (!answer) throw new Error(`contact form answered ${response.status}`);
  return answer;
}

/** The answer the server wrote in the page (`PostedNotice` and the fields' error lines); null when it holds none. */
function readContactAnswer(page: Document): ContactAnswer | null {
  const notice = page.querySelector(`form[${ContactFormDom.ContactForm}] [${ContactFormDom.ContactNotice}]`);
  if (!notice) return null;
  const fieldErrors: Errors = {};
  for (const name of CONTACT_FIELDS) {
    const message = page.getElementById(fieldErrorId(name))?.textContent;
    if (message) fieldErrors[name] = message;
  }
  return {
    ok: notice.getAttribute(ContactFormDom.ContactNotice) === "ok",
    title: notice.querySelector(`[${ContactFormDom.NoticeTitle}]`)?.textContent ?? "",
    text: notice.querySelector(`[${ContactFormDom.NoticeText}]`)?.textContent ?? "",
    fieldErrors,
  };
}

/**
 * The spec's generic handler, for a send that failed on the way: a message naming 'fetch' is a
 * network failure (Chromium, Firefox), and so is Safari's "Load failed"; anything else is unexpected.
 */
export function isNetworkFailure(err: unknown): boolean {
  const message = (err instanceof Error ? err.message : "").toLowerCase();
  return message.includes("fetch") || message === "load failed";
}

function setSending(form: HTMLFormElement, button: HTMLButtonElement | null, words: ContactScriptWords, on: boolean) {
  if (on) form.setAttribute("aria-busy", "true");
  else form.removeAttribute("aria-busy");
  if (!button) return;
  button.dataset.label ??= button.textContent ?? "";
  button.disabled = on;
  button.textContent = on ? words.sending : button.dataset.label;
}

/** Each field's error under it, tied to it; the first field in error takes the focus. */
function showErrors(form: HTMLFormElement, errors: Errors) {
  let focused = false;
  for (const name of CONTACT_FIELDS) {
    const field = form.elements.namedItem(name) as Field | null;
    if (!field) continue;
    const id = fieldErrorId(name);
    let line = form.querySelector<HTMLElement>(`#${id}`);
    const message = errors[name];
    if (!message) {
      line?.remove();
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
      continue;
    }
    if (!line) {
      line = document.createElement("p");
      line.id = id;
      line.className = FIELD_ERROR_CLASS;
      field.after(line);
    }
    line.textContent = message;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", id);
    if (!focused) field.focus();
    focused = true;
  }
}

/** Empty fields and an unticked box after a message went (the page may hold values written by an earlier post). */
function clear(form: HTMLFormElement) {
  for (const name of [...CONTACT_FIELDS, "website"]) {
    const field = form.elements.namedItem(name) as Field | null;
    if (field) field.value = field.defaultValue = "";
  }
  // The next message asks again: a choice is never carried over to it.
  const box = form.elements.namedItem(MARKETING_FIELD) as HTMLInputElement | null;
  if (box) box.checked = box.defaultChecked = false;
  showErrors(form, {});
}
