"use client";
import { X } from "lucide-react";
import Link from "next/link";
import { useState, useSyncExternalStore } from "react";
import { siteMessages as m } from "@/messages/site";

export const COOKIE_CONSENT_KEY = "cookie-consent";
type Consent = "accepted" | "declined";

function readConsent(): string | null {
  try {
    return localStorage.getItem(COOKIE_CONSENT_KEY);
  } catch {
    return null;
  }
}

function subscribeToStorage(onChange: () => void) {
  window.addEventListener("storage", onChange);
  return () => window.removeEventListener("storage", onChange);
}

/** Shown only when no choice is stored. Fixed over the page, so it never shifts the layout. */
export function CookieBanner({ privacyUrl }: { privacyUrl: string }) {
  // The server renders no banner; the browser shows it only when no choice is stored.
  const stored = useSyncExternalStore(subscribeToStorage, readConsent, () => "server");
  const [chosen, setChosen] = useState(false);

  const choose = (value: Consent) => {
    try {
      localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // storage unavailable (private mode): the choice lasts for this page only
    }
    setChosen(true);
  };

  if (stored || chosen) return null;
  return (
    <div
      role="region"
      aria-label="Aviso de cookies"
      className="fixed inset-x-3 bottom-3 z-50 mx-auto max-w-3xl rounded-lg border bg-background p-4 pr-12 shadow-xl sm:inset-x-6"
    >
      <p className="text-sm">
        {m.cookies.text}{" "}
        <Link href={privacyUrl} className="font-medium underline underline-offset-4">
          {m.cookies.more}
        </Link>
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" onClick={() => choose("accepted")} className="rounded-md bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          {m.cookies.accept}
        </button>
        <button type="button" onClick={() => choose("declined")} className="rounded-md border px-4 py-2 text-sm font-medium">
          {m.cookies.decline}
        </button>
      </div>
      <button
        type="button"
        onClick={() => choose("declined")}
        aria-label={m.cookies.close}
        className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}
