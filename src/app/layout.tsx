import type { Metadata, Viewport } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { DEFAULT_LOCALE, isPublicLocale } from "@/i18n/locales";
import { siteUrl } from "@/platform/site-url";
import { themeScript } from "@/site/inline-scripts";
import { Providers } from "./providers.client";
import { SITE_ICON } from "./site-icon";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl()),
  title: { default: "Construcción y reformas en Galicia", template: "%s" },
  description: "Empresa de construcción y reformas en Galicia: obra nueva, reformas integrales, cocinas, baños y fachadas.",
  icons: { icon: [SITE_ICON] },
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#ffffff" },
    { media: "(prefers-color-scheme: dark)", color: "#1c1917" },
  ],
};

export default async function RootLayout({ children }: { children: ReactNode }) {
  // Set by src/proxy.ts: the nonce of a staff page's Content-Security-Policy (public pages have
  // none: their scripts are allowed by their hashes), and the page's language.
  const requestHeaders = await headers();
  const nonce = requestHeaders.get("x-nonce") ?? undefined;
  const locale = requestHeaders.get("x-locale");
  // The back office writes its person's language itself (admin-shell.tsx).
  const lang = isPublicLocale(locale) ? locale : DEFAULT_LOCALE;
  return (
    // The theme script (src/ui/theme-script.ts) sets <html>'s class before paint: it differs from the server's on purpose.
    <html lang={lang} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="min-h-screen antialiased">
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
