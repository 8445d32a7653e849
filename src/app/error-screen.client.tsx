"use client";
import { useSyncExternalStore } from "react";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isLocale, isPublicLocale, localizedPath, type Locale } from "@/i18n/locales";
import { errorMessages, type ErrorMessages } from "@/messages/errors";

/** The render-crash screen of the spec, shared by the route and the root error boundaries. */
export function ErrorScreen({ reset, messages: m, home = "/" }: { reset: () => void; messages: ErrorMessages; home?: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md text-center">
        <h1 className="mb-6 text-2xl font-bold">{m.title}</h1>
        <div className="flex flex-wrap justify-center gap-3">
          <button type="button" onClick={reset} className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
            {m.tryAgain}
          </button>
          <button type="button" onClick={() => window.location.reload()} className="rounded-md border px-4 py-2">
            {m.reload}
          </button>
          {/* A plain link: after an error a full page load starts the app afresh instead of reusing the client router that failed. */}
          <a href={home} className="rounded-md border px-4 py-2">
            {m.home}
          </a>
        </div>
      </div>
    </main>
  );
}

const noSubscription = () => () => {};
/** The document's language ("gl", or the admin's "gl-ES"); on the server, Spanish. */
function documentLocale(): Locale {
  const lang = document.documentElement.lang.slice(0, 2);
  return isLocale(lang) ? lang : DEFAULT_LOCALE;
}

/** The screen in the language of the page it replaces, as its `<html lang>` says. */
export function LocalizedErrorScreen({ reset }: { reset: () => void }) {
  const locale = useSyncExternalStore<Locale>(noSubscription, documentLocale, () => DEFAULT_LOCALE);
  return <ErrorScreen reset={reset} messages={messagesFor(errorMessages, locale)} home={isPublicLocale(locale) ? localizedPath(locale, "/") : "/"} />;
}
