"use client";
import type { ExternalToast } from "sonner";
import { lazy, Suspense, useSyncExternalStore } from "react";

// sonner is ~12 KB of gzip that a public page needs only when a visitor sends the form or
// shares: it is fetched when the first toast is asked for, or a moment earlier, when the visitor
// starts on something that may raise one (`warmToasts`: the contact form's first focus or input).
// A toast raised before the Toaster mounts is not lost: sonner replays it on mount.
// React.lazy, not next/dynamic: it never renders on the server (see `mounted`), and next/dynamic
// would add its own client code to every public page.
const loadToaster = () => import("./toaster");
const Toaster = lazy(() => loadToaster().then((m) => ({ default: m.Toaster })));

let wanted = false;
const listeners = new Set<() => void>();
function want() {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function LazyToaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

/** Fetches the toaster's code without showing anything, so a first toast appears without delay. */
export function warmToasts() {
  void loadToaster();
}

const show = (kind: "success" | "error") => (title: string, options?: ExternalToast) => {
  want();
  void import("sonner").then(({ toast }) => toast[kind](title, options));
};

/** sonner's `toast.success` / `toast.error`, for code on public pages: loads sonner on first use. */
export const toast = { success: show("success"), error: show("error") };
