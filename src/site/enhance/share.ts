import { templateCopy } from "./template-copy";

/**
 * Sharing a project (`src/projects/components/share-button.tsx`): the device's share sheet with
 * the title and the address; when there is none, or it fails for any reason but the visitor
 * cancelling, the link is copied and the served message ('Enlace copiado' …) is shown for a few
 * seconds; if even that fails, the address itself is shown so it can be copied by hand.
 */
export function enhanceShare(): void {
  for (const root of document.querySelectorAll<HTMLElement>("[data-share]:not([data-ready])")) {
    try {
      root.dataset.ready = "";
      root.querySelector("[data-share-button]")?.addEventListener("click", () => void share(root));
    } catch (error) {
      console.error(error);
    }
  }
}

const SHOWN_MS = 4000;

async function share(root: HTMLElement) {
  const url = new URL(root.dataset.path ?? window.location.pathname, window.location.origin).toString();
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: root.dataset.title ?? document.title, url });
      return;
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    say(root, "copied", url);
  } catch {
    say(root, "failed", url);
  }
}

function say(root: HTMLElement, which: "copied" | "failed", url: string) {
  const status = root.querySelector<HTMLElement>("[data-share-status]");
  const template = root.querySelector<HTMLTemplateElement>(`template[data-share-message="${which}"]`);
  if (!status || !template) return;
  const message = templateCopy(template);
  // The address is text, never markup.
  message.querySelectorAll("p").forEach((p) => {
    if (p.textContent === "{url}") p.textContent = url;
  });
  status.replaceChildren(message);
  window.clearTimeout(Number(status.dataset.timer));
  status.dataset.timer = String(window.setTimeout(() => status.replaceChildren(), SHOWN_MS));
}
