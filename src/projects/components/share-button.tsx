import type { ReactNode } from "react";

export type ShareMessages = { copied: string; copiedText: string; failed: string };

const toast = "pointer-events-auto w-full max-w-sm rounded-lg border bg-background p-4 text-sm text-foreground shadow-lg";

/**
 * The share button, driven by `src/site/enhance/share.ts`: the device's share sheet with the
 * title and the project's address, or, without one (or when it fails for any reason but the
 * visitor cancelling), the link copied and the spec's message shown. The messages are here, in
 * the page's language, ready for the script; `{url}` is filled in with the address.
 */
export function ShareButton({
  title,
  path,
  messages,
  className,
  children,
}: {
  title: string;
  path: string;
  messages: ShareMessages;
  className: string;
  children: ReactNode;
}) {
  return (
    <div data-share="" data-title={title} data-path={path}>
      <button type="button" className={className} data-share-button="">
        {children}
      </button>
      {/* Always in the page, so screen readers announce what is put in it. */}
      <div
        role="status"
        aria-live="polite"
        className="pointer-events-none fixed inset-x-4 bottom-4 z-50 flex justify-center sm:justify-end"
        data-share-status=""
      />
      <template data-share-message="copied">
        <div className={toast}>
          <p className="font-semibold">{messages.copied}</p>
          <p className="mt-1 text-muted-foreground">{messages.copiedText}</p>
        </div>
      </template>
      <template data-share-message="failed">
        <div className={toast}>
          <p className="font-semibold text-destructive">{messages.failed}</p>
          <p className="mt-1 break-all text-muted-foreground">{"{url}"}</p>
        </div>
      </template>
    </div>
  );
}
