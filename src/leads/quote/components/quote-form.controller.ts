import type { Dataset } from "@/ui/dataset";
import { MAX_PHOTO_BYTES, MAX_PHOTOS, PHOTOS_FIELD } from "../photo-limits";
import { FIELD_ERROR_CLASS, NOTICE_CLASS, QuoteFormDom, quoteErrorId, type QuoteScriptWords } from "./quote-form.dom";

type Answer = { ok: boolean; title: string; text: string; fieldErrors: Record<string, string> };
type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * The quote form with JavaScript: the browser's own checks of the form's constraints, the photos
 * counted and sized before anything is sent, then the very post the browser makes without
 * JavaScript, sent with XMLHttpRequest (only it reports upload progress) and answered in JSON,
 * shown above the form as the server writes it after a post without JavaScript. The server stays
 * the one authority (origin, caps, honeypot, shared rate limit, each photo's real type).
 * It imports nothing the landing page's script does: a shared module would become a chunk that
 * page fetches too.
 */
export function enhanceQuoteForm(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>(`form[${QuoteFormDom.QuoteForm}]`)) {
    if (form.dataset.ready !== undefined) continue;
    form.dataset.ready = "";
    try {
      wire(form);
    } catch (err) {
      console.error("[quote] form left to post without JavaScript", err);
    }
  }
}

function wire(form: HTMLFormElement) {
  const words = JSON.parse((form.dataset as Dataset<QuoteFormDom.QuoteWords>).quoteWords ?? "") as QuoteScriptWords;
  const button = form.querySelector<HTMLButtonElement>(`[${QuoteFormDom.QuoteSend}]`);
  let sending = false;

  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (sending) return;
    const photos = (form.elements.namedItem(PHOTOS_FIELD) as HTMLInputElement | null)?.files;
    const photoError =
      photos && photos.length > MAX_PHOTOS
        ? words.tooManyPhotos.replace("{max}", String(MAX_PHOTOS))
        : photos && [...photos].some((photo) => photo.size > MAX_PHOTO_BYTES)
          ? words.photoTooLarge
          : null;
    if (photoError) {
      showAnswer(form, { ok: false, title: words.errorTitle, text: photoError, fieldErrors: { [PHOTOS_FIELD]: photoError } });
      return;
    }
    sending = true;
    setSending(button, words, 0);
    send(form, (percent) => setSending(button, words, percent))
      .then((answer) => {
        if (answer.ok) clear(form);
        showAnswer(form, answer);
      })
      .catch((err: unknown) =>
        showAnswer(form, { ok: false, title: words.failedTitle, text: err instanceof NetworkFailure ? words.network : words.unexpected, fieldErrors: {} }),
      )
      .finally(() => {
        sending = false;
        setSending(button, words, null);
      });
  });
}

class NetworkFailure extends Error {}

/** The form's own post, asking for JSON; `onProgress` gets 0-100 while the photos go up. */
function send(form: HTMLFormElement, onProgress: (percent: number) => void): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", form.action);
    xhr.setRequestHeader("Accept", "application/json");
    xhr.responseType = "json";
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const answer = xhr.response as Answer | null;
      // Anything but the form's answer (a proxy's error page) is a failure like any other.
      if (answer && typeof answer.title === "string") resolve({ ...answer, fieldErrors: answer.fieldErrors ?? {} });
      else reject(new Error(`quote form answered ${xhr.status}`));
    };
    xhr.onerror = () => reject(new NetworkFailure());
    xhr.send(new FormData(form));
  });
}

function setSending(button: HTMLButtonElement | null, words: QuoteScriptWords, percent: number | null) {
  if (!button) return;
  button.dataset.label ??= button.textContent ?? "";
  button.disabled = percent !== null;
  button.textContent = percent === null ? button.dataset.label : words.sendingProgress.replace("{percent}", String(percent));
}

/** The answer above the form (announced: status or alert), each field's error under it; the answer takes the focus. */
function showAnswer(form: HTMLFormElement, answer: Answer) {
  form.querySelector(`[${QuoteFormDom.QuoteNotice}]`)?.remove();
  const notice = document.createElement("div");
  notice.setAttribute(QuoteFormDom.QuoteNotice, answer.ok ? "ok" : "error");
  notice.setAttribute("role", answer.ok ? "status" : "alert");
  notice.tabIndex = -1;
  notice.className = answer.ok ? NOTICE_CLASS.ok : NOTICE_CLASS.error;
  const title = document.createElement("p");
  title.className = "font-semibold";
  title.setAttribute(QuoteFormDom.NoticeTitle, "");
  title.textContent = answer.title;
  const text = document.createElement("p");
  text.setAttribute(QuoteFormDom.NoticeText, "");
  text.textContent = answer.text;
  notice.append(title, text);
  form.prepend(notice);
  for (const element of form.elements) {
    const field = element as Field;
    if (!field.name || !("value" in field)) continue;
    const id = quoteErrorId(field.name);
    const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((token) => token && token !== id);
    let line = form.querySelector<HTMLElement>(`#${id}`);
    const message = answer.fieldErrors[field.name];
    if (!message) {
      line?.remove();
      field.removeAttribute("aria-invalid");
      if (described.length) field.setAttribute("aria-describedby", described.join(" "));
      else field.removeAttribute("aria-describedby");
      continue;
    }
    if (!line) {
      line = document.createElement("p");
      line.id = id;
      line.className = FIELD_ERROR_CLASS;
      field.parentElement?.append(line);
    }
    line.textContent = message;
    field.setAttribute("aria-invalid", "true");
    field.setAttribute("aria-describedby", [id, ...described].join(" "));
  }
  notice.focus();
}

/** Every field empty, no photos, the box unticked after a request went (the page may hold values written by an earlier post). */
function clear(form: HTMLFormElement) {
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement) element.selectedIndex = 0;
    else if (element instanceof HTMLTextAreaElement) element.value = element.defaultValue = "";
    else if (element instanceof HTMLInputElement && element.type === "checkbox") element.checked = element.defaultChecked = false;
    else if (element instanceof HTMLInputElement && element.type === "file") element.value = "";
    else if (element instanceof HTMLInputElement && element.type !== "hidden") element.value = element.defaultValue = "";
  }
}
