"use client";
import type { ExternalToast } from "sonner";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

// sonner is ~12 KB of gzip that a public page needs only when a visitor sends the form or
// shares: it loads once the page is idle, or at once when a toast is asked for before that.
// A toast raised before the Toaster mounts is not lost: sonner replays it on mount.
// React.lazy, not next/dynamic: it never renders on the server (see `mounted`), and next/dynamic
// would add its own client code to every public page.
const Toaster = lazy(() => import("./toaster").then((m) => ({ default: m.Toaster })));

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
  useEffect(() => {
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(want, 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(want, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, []);
  return mounted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

const show = (kind: "success" | "error") => (title: string, options?: ExternalToast) => {
  want();
  void import("sonner").then(({ toast }) => toast[kind](title, options));
};

/** sonner's `toast.success` / `toast.error`, for code on public pages: loads sonner on first use. */
export const toast = { success: show("success"), error: show("error") };
