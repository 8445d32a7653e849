import type { Dataset } from "@/ui/dataset";
import { prepareToasts, showToast } from "@/ui/site-toast";
import { ShareButtonDom } from "./share-button.dom";

/** What the button carries: what is shared and the toasts' words. */
type Words = Dataset<
  ShareButtonDom.Title | ShareButtonDom.Path | ShareButtonDom.Copied | ShareButtonDom.CopiedText | ShareButtonDom.Failed | ShareButtonDom.Close
>;

/**
 * Sharing a project (`share-button.tsx`): the device's share sheet with
 * the title and the address; when there is none, or it fails for any reason but the visitor
 * cancelling, the link is copied and the served message ('Enlace copiado' …) is shown as a
 * toast; if even that fails, the address itself is shown so it can be copied by hand.
 */
export function enhanceShare(): void {
  for (const button of document.querySelectorAll<HTMLElement>(`[${ShareButtonDom.Share}]:not([data-ready])`)) {
    try {
      button.dataset.ready = "";
      // The toasts' live region is in the page before the first one, so it is announced too.
      prepareToasts();
      button.addEventListener("click", () => void share(button.dataset as Words));
    } catch (error) {
      console.error(error);
    }
  }
}

async function share(words: Words) {
  const url = new URL(words.path ?? window.location.pathname, window.location.origin).toString();
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: words.title ?? document.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  const closeLabel = words.close ?? "";
  try {
    await navigator.clipboard.writeText(url);
    showToast({ kind: "success", title: words.copied ?? "", description: words.copiedText, closeLabel });
  } catch {
    showToast({ kind: "error", title: words.failed ?? "", description: url, closeLabel });
  }
}
