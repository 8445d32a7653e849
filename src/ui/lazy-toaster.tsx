"use client";
import type { ExternalToast } from "sonner";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";

// sonner is ~12 KB of gzip that a public page needs only when a visitor sends the form or
// shares: there it is fetched when the first toast is asked for, or a moment earlier, when the
// visitor starts on something that may raise one (`warmToasts`: the contact form's first focus or
// input). The back office and the sign-in screen call sonner's own `toast` from many places and
// ship sonner anyway: there the Toaster mounts once the page is idle, as it always did.
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

const STAFF_PAGES = /^\/(admin|auth)(\/|$)/;

export function LazyToaster() {
  const mounted = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  const staff = STAFF_PAGES.test(usePathname() ?? "");
  useEffect(() => {
    if (!staff) return;
    if (typeof window.requestIdleCallback !== "function") {
      const timer = setTimeout(want, 2000);
      return () => clearTimeout(timer);
    }
    const id = window.requestIdleCallback(want, { timeout: 5000 });
    return () => window.cancelIdleCallback(id);
  }, [staff]);
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
