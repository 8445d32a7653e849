import { toast } from "@/ui/lazy-toaster";

export type ShareMessages = { copied: string; copiedText: string; failed: string };

/**
 * The device's share sheet with the title and the project's address; when there is none, or
 * it fails for any reason but the visitor cancelling, the link is copied instead.
 */
export async function shareProject(title: string, path: string, m: ShareMessages) {
  const url = new URL(path, window.location.origin).toString();
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, url });
      return;
    } catch (err) {
      if (err instanceof DOMException && err.name === "AbortError") return;
    }
  }
  try {
    await navigator.clipboard.writeText(url);
    toast.success(m.copied, { description: m.copiedText });
  } catch {
    toast.error(m.failed, { description: url });
  }
}
