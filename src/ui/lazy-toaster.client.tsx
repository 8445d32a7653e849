"use client";
import type { ExternalToast } from "sonner";
import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { countActions } from "./toast-actions";

// sonner, for the back office and the sign-in screen: they call sonner's own `toast` from many
// places, and the Toaster mounts once the page is idle. Public pages run none of this: their
// toasts are plain DOM (src/ui/site-toast.ts); here sonner is fetched only if something
// calls `toast` below.
// A toast raised before the Toaster mounts is not lost: sonner replays it on mount.
// React.lazy, not next/dynamic: it never renders on the server (see `mounted`), and next/dynamic
// would add its own client code to every public page.
const loadToaster = () => import("./toaster.client");
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
    // Which action a toast answers decides when it is replaced (use-toast-timing.ts).
    countActions();
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

const show = (kind: "success" | "error") => (title: string, options?: ExternalToast) => {
  want();
  void import("sonner").then(({ toast }) => toast[kind](title, options));
};

/** sonner's `toast.success` / `toast.error`, for code on public pages: loads sonner on first use. */
export const toast = { success: show("success"), error: show("error") };
