"use client";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef } from "react";

const GUARD = "__unsavedChangesGuard";

/**
 * Warns before a dirty form is left: closing or reloading the tab (beforeunload), clicking
 * an in-app link, and the browser's Back button. Back is caught with one extra history entry
 * (same URL) pushed while the form is dirty: leaving it fires popstate on the same page,
 * where we ask, and either stay (re-arm) or go back for real.
 *
 * `leave(href)` navigates after a successful save without asking; it replaces the guard
 * entry, so Back from the next page does not land on a duplicate of this one.
 */
export function useUnsavedChanges(dirty: boolean, message: string) {
  const router = useRouter();
  const dirtyRef = useRef(dirty);
  const armed = useRef(false);
  const leaving = useRef(false);

  useEffect(() => {
    dirtyRef.current = dirty;
    if (dirty && !armed.current && !leaving.current) {
      window.history.pushState({ [GUARD]: true }, "");
      armed.current = true;
    }
  }, [dirty]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!dirtyRef.current || leaving.current) return;
      event.preventDefault();
      event.returnValue = "";
    };

    // Capture on window: runs before React's (and so next/link's) handlers on the document.
    const onClick = (event: MouseEvent) => {
      if (!dirtyRef.current || leaving.current || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!anchor || anchor.target === "_blank" || anchor.hasAttribute("download")) return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return;
      if (url.pathname === window.location.pathname && url.search === window.location.search) return;
      const leave = window.confirm(message);
      if (leave) leaving.current = true;
      if (leave && !armed.current) return; // the link navigates as usual
      event.preventDefault();
      event.stopPropagation();
      // Replaces the guard entry, so Back from the next page returns here only once.
      if (leave) router.replace(url.pathname + url.search + url.hash);
    };

    const onPopState = (event: PopStateEvent) => {
      if (!armed.current || leaving.current) return;
      // Still on (or back onto) the guard entry: nothing is being left.
      if ((event.state as Record<string, unknown> | null)?.[GUARD]) return;
      armed.current = false;
      if (!dirtyRef.current || window.confirm(message)) {
        leaving.current = true;
        window.history.back();
        return;
      }
      window.history.pushState({ [GUARD]: true }, "");
      armed.current = true;
    };

    window.addEventListener("beforeunload", onBeforeUnload);
    window.addEventListener("click", onClick, true);
    window.addEventListener("popstate", onPopState);
    return () => {
      window.removeEventListener("beforeunload", onBeforeUnload);
      window.removeEventListener("click", onClick, true);
      window.removeEventListener("popstate", onPopState);
    };
  }, [message, router]);

  return useCallback(
    (href: string) => {
      leaving.current = true;
      if (armed.current) router.replace(href);
      else router.push(href);
    },
    [router],
  );
}
