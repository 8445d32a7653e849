import { X } from "@/ui/icons";
import { messagesFor } from "@/i18n/catalogue";
import { localizedHref, type PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";
import { cookieConsentScript } from "../inline-scripts";

/**
 * Accept and Reject look the same (size, weight, colours): rejecting is as easy to see and to do
 * as accepting, as the AEPD's cookie guide asks.
 */
const choiceClass = "min-w-28 rounded-md border border-primary bg-primary px-4 py-2 text-sm font-medium text-primary-foreground";

/**
 * Sticky at the end of the page, after the footer: it stays over the bottom of the window while
 * the page scrolls, and once the end is reached it sits below the footer instead of over it, so
 * the footer's last row (the privacy and terms links) is never hidden behind it, as it was when
 * the banner was fixed. Being last, showing it moves nothing above it. Shown by the rule in
 * globals.css once its last element (`data-cookie-banner-end`) is parsed, never half-parsed. Its
 * script (asks only when no choice is stored, stores a click's) is ../inline/cookie-consent.ts,
 * allowed by its hash.
 */
export function CookieBanner({ privacyUrl, locale }: { privacyUrl: string; locale: PublicLocale }) {
  const m = messagesFor(siteMessages, locale);
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: cookieConsentScript }} />
      <div
        id="cookie-banner"
        role="region"
        aria-label={m.cookies.label}
        className="sticky bottom-3 z-50 mx-auto mb-3 w-[calc(100%-1.5rem)] max-w-3xl rounded-lg border bg-background p-4 pr-12 shadow-xl sm:w-[calc(100%-3rem)]"
      >
        <p className="text-sm">
          {m.cookies.text}{" "}
          <a href={localizedHref(locale, privacyUrl)} className="font-medium underline underline-offset-4">
            {m.cookies.more}
          </a>
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" data-consent="accepted" className={choiceClass}>
            {m.cookies.accept}
          </button>
          <button type="button" data-consent="declined" className={choiceClass}>
            {m.cookies.decline}
          </button>
        </div>
        <button
          type="button"
          data-consent="declined"
          aria-label={m.cookies.close}
          className="absolute right-2 top-2 inline-flex size-10 items-center justify-center rounded-md hover:bg-accent"
        >
          <X className="size-4" aria-hidden />
        </button>
        <span data-cookie-banner-end="" hidden />
      </div>
    </>
  );
}
