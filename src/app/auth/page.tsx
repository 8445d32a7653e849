import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { clientMessages, SIGN_IN_CATALOGUES } from "@/client-messages";
import { getSessionUser } from "@/auth/server";
import { authHref } from "@/auth/auth-href";
import { AuthForm } from "@/auth/components/auth-form.client";
import { safeRedirect } from "@/auth/validation";
import { messagesFor } from "@/i18n/catalogue";
import { LocaleProvider } from "@/i18n/locale-context.client";
import { ADMIN_LOCALES, DEFAULT_LOCALE, INTL_LOCALE, isLocale, isPublicLocale, LANGUAGE_NAMES, localizedPath, type Locale } from "@/i18n/locales";
import { authMessages } from "@/messages/auth";
import { configuredSiteUrl, siteUrl } from "@/platform/site-url";

type SearchParams = Promise<{ redirect?: string; modo?: string; idioma?: string }>;

/** The screen's language: chosen on it (`?idioma=`), Spanish by default, as the panel's. */
const screenLocale = (value: string | undefined): Locale => (isLocale(value) ? value : DEFAULT_LOCALE);

export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const locale = screenLocale((await searchParams).idioma);
  return { title: messagesFor(authMessages, locale).pageTitle, robots: { index: false } };
}

export default async function AuthPage({ searchParams }: { searchParams: SearchParams }) {
  const { redirect: target, modo, idioma } = await searchParams;
  const locale = screenLocale(idioma);
  const m = messagesFor(authMessages, locale);
  const redirectTo = safeRedirect(target, "", siteUrl()) || null;
  const mode = modo === "registro" ? "signup" : "signin";
  const current = await getSessionUser();
  if (current?.role) redirect(redirectTo ?? "/admin");
  return (
    <LocaleProvider locale={locale} messages={clientMessages(locale, SIGN_IN_CATALOGUES)} documentLanguage>
      <main lang={INTL_LOCALE[locale]} className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted px-4 py-12">
        {/* Links, not a form: each is the same screen in another language, before any script. */}
        <nav aria-label={m.language}>
          <ul className="flex flex-wrap justify-center gap-1 text-sm">
            {ADMIN_LOCALES.map((code) => (
              <li key={code}>
                <a
                  href={authHref({ locale: code, mode, redirectTo })}
                  lang={INTL_LOCALE[code]}
                  hrefLang={INTL_LOCALE[code]}
                  aria-current={code === locale ? "true" : undefined}
                  className="inline-flex min-h-11 items-center rounded-md px-3 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline aria-[current=true]:font-semibold aria-[current=true]:text-foreground"
                >
                  {LANGUAGE_NAMES[code]}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <AuthForm redirectTo={redirectTo} initialTab={mode} siteAddress={configuredSiteUrl() ?? null} />
        {/* A plain link (a full page load): the way back to the site works before (and without) any script. */}
        <a
          href={localizedPath(isPublicLocale(locale) ? locale : DEFAULT_LOCALE, "/")}
          className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
        >
          <span aria-hidden>←</span> {m.backToSite}
        </a>
      </main>
    </LocaleProvider>
  );
}
