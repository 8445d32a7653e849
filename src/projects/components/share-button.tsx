import type { ReactNode } from "react";
import { ShareButtonDom } from "./share-button.dom";

export type ShareMessages = { copied: string; copiedText: string; failed: string; close: string };

/**
 * The share button, driven by `share-button.controller.ts`: the device's share sheet with the
 * title and the project's address, or, without one (or when it fails for any reason but the
 * visitor cancelling), the link copied and the spec's message shown as a toast. The words are
 * here, in the page's language, for the script.
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
    <button
      type="button"
      className={className}
      {...{
        [ShareButtonDom.Share]: "",
        [ShareButtonDom.Title]: title,
        [ShareButtonDom.Path]: path,
        [ShareButtonDom.Copied]: messages.copied,
        [ShareButtonDom.CopiedText]: messages.copiedText,
        [ShareButtonDom.Failed]: messages.failed,
        [ShareButtonDom.Close]: messages.close,
      }}
    >
      {children}
    </button>
  );
}
