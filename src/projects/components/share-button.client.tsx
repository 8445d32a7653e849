"use client";
import type { ReactNode } from "react";
import type { ShareMessages } from "./share-project";

// The share code (and the toasts it may raise) is fetched on first use, warmed when the pointer
// or focus reaches the button; the button itself, icon and label, is drawn by the server.
const loadShare = () => import("./share-project");

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
      onClick={() => void loadShare().then(({ shareProject }) => shareProject(title, path, messages))}
      onPointerEnter={loadShare}
      onFocus={loadShare}
      className={className}
    >
      {children}
    </button>
  );
}
