"use client";
import { __iconData as share2Icon } from "lucide-react/icons/share-2";
import { icon } from "@/ui/icon";
import { toast } from "@/ui/lazy-toaster";
import { clsx } from "clsx";
import { useMessages } from "@/i18n/locale-context.client";
import { projectMessages } from "./project-messages";

const Share2 = icon(share2Icon);

/**
 * The device's share sheet with the title and the project's address; when there is none, or
 * it fails for any reason but the visitor cancelling, the link is copied instead.
 */
export function ShareButton({ title, path, className }: { title: string; path: string; className?: string }) {
  const m = useMessages(projectMessages).share;
  const share = async () => {
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
  };

  return (
    <button
      type="button"
      onClick={share}
      className={clsx(
        "inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 ring-offset-background",
        className,
      )}
    >
      <Share2 className="size-4" aria-hidden />
      {m.button}
    </button>
  );
}
