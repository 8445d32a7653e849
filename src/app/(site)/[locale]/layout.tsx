import { headers } from "next/headers";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { messagesFor } from "@/i18n/catalogue";
import { LocaleProvider } from "@/i18n/locale-context.client";
import { isPublicLocale, localizedPath } from "@/i18n/locales";
import { getImageRef } from "@/media/queries";
import { siteMessages } from "@/messages/site";
import { getPublicSettings, localizeSettings } from "@/settings/queries";
import { ChatButton } from "@/site/components/chat-button";
import { CookieBanner } from "@/site/components/cookie-banner";
import { PageScripts } from "@/site/components/page-scripts";
import { SiteFooter } from "@/site/components/site-footer";
import { SiteHeader } from "@/site/components/site-header";
import { SiteScript } from "@/site/components/site-script";
import { PageEnd, WholeFirstPaint } from "@/site/components/whole-first-paint";
import { bodyStartScript } from "@/site/inline-scripts";

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

/** Every public page, in the language of its address (src/proxy.ts serves Spanish from /es/…). */
export default async function SiteLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!isPublicLocale(locale)) notFound();
  // Request-time rendering (the address decides the language links) — the data itself is cached.
  // No nonce: a kept page is served to every visitor, so its scripts are allowed by their hashes
  // (src/site/inline-scripts.ts, src/proxy.ts).
  const requestHeaders = await headers();
  const path = requestHeaders.get("x-pathname") ?? localizedPath(locale, "/");
  const settings = localizeSettings(await getPublicSettings(), locale);
  const logo = await getImageRef(settings.logoUrl);
  const m = messagesFor(siteMessages, locale);
  return (
    <LocaleProvider locale={locale}>
      <WholeFirstPaint />
      {/* First in the body (src/site/inline/body-start.ts): the motion must run before the sections
          are parsed, and a tap on a control from the first paint on is kept for its controller. */}
      <script dangerouslySetInnerHTML={{ __html: bodyStartScript }} />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        {m.skipToContent}
      </a>
      <SiteHeader companyName={settings.companyName} logo={logo} locale={locale} path={path} />
      <div id="main">{children}</div>
      <SiteFooter settings={settings} locale={locale} />
      {/* No number in the settings, no chat button: never a link to an invented number. */}
      {settings.whatsappNumber && <ChatButton whatsappNumber={settings.whatsappNumber} locale={locale} />}
      <CookieBanner privacyUrl={settings.privacyPolicyUrl} locale={locale} />
      <PageScripts locale={locale} />
      <SiteScript />
      <PageEnd />
    </LocaleProvider>
  );
}
