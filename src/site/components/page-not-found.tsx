import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { siteMessages } from "@/messages/site";

/**
 * The 404 screen (spec: heading '404', 'Oops! Page not found', 'Return to Home' — in English; the
 * other languages translate them). `framed`: inside the site's header and footer, below the fixed header.
 */
export function PageNotFound({ locale, framed = false }: { locale: PublicLocale; framed?: boolean }) {
  const m = messagesFor(siteMessages, locale).notFound;
  return (
    <main
      className={
        framed ? "flex min-h-[70vh] items-center justify-center bg-muted px-4 pb-16 pt-28" : "flex min-h-screen items-center justify-center bg-muted px-4"
      }
    >
      <div className="text-center">
        <h1 className="mb-4 text-4xl font-bold">404</h1>
        <p className="mb-4 text-xl text-muted-foreground">{m.text}</p>
        <a href={localizedPath(locale, "/")} className="text-primary underline underline-offset-4 hover:opacity-80">
          {m.home}
        </a>
      </div>
    </main>
  );
}
