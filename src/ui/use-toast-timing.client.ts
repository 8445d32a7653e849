"use client";
import { useEffect, useRef } from "react";
import { toast, type ToastT } from "sonner";
import { actionsSoFar, countActions } from "./toast-actions";
import { leavesAt, lifetime, readingTime, type ShownToast } from "./toast-timing";

/** Nothing leaves while the person points at the toasts or is in them, nor while the page is hidden. */
const beingRead = () => document.hidden || document.querySelector("[data-sonner-toaster]:hover, [data-sonner-toaster]:focus-within") !== null;
const RETRY_MS = 1000;

const textOf = (t: ToastT) => [t.title, t.description].filter((part) => typeof part === "string").join(" ");

/**
 * Runs the rules of toast-timing.ts on sonner's toasts (the Toaster's own timer is off): each
 * toast is stamped with the action it answers (toast-actions.ts) when it first shows, and
 * dismissed when its time comes. A toast given a duration by its caller keeps it, but still goes
 * once a later action's toast has replaced it.
 */
export function useToastTiming(toasts: ToastT[]) {
  const shown = useRef(new Map<ToastT["id"], ShownToast>());
  const timers = useRef(new Map<ToastT["id"], ReturnType<typeof setTimeout>>());

  useEffect(() => {
    countActions();
    const pending = timers.current;
    return () => {
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  useEffect(() => {
    const schedule = (id: ToastT["id"], at: number) => {
      clearTimeout(timers.current.get(id));
      timers.current.delete(id);
      if (at === Infinity) return;
      const timer = setTimeout(
        () => {
          if (beingRead()) schedule(id, Date.now() + RETRY_MS);
          else toast.dismiss(id);
        },
        Math.max(0, at - Date.now()),
      );
      timers.current.set(id, timer);
    };

    const now = Date.now();
    const live = new Set(toasts.map((t) => t.id));
    for (const id of [...shown.current.keys()]) {
      if (live.has(id)) continue;
      shown.current.delete(id);
      schedule(id, Infinity);
    }
    for (const t of toasts) {
      if (shown.current.has(t.id)) continue;
      const readingMs = readingTime(textOf(t));
      const lifetimeMs = t.duration !== undefined ? Infinity : lifetime(t.type, readingMs);
      shown.current.set(t.id, { action: actionsSoFar(), since: now, readingMs, lifetimeMs });
    }
    const latest = Math.max(-1, ...[...shown.current.values()].map((s) => s.action));
    for (const [id, s] of shown.current) schedule(id, leavesAt(s, latest));
  }, [toasts]);
}
