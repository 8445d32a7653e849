import { headers } from "next/headers";
import type { ReactNode } from "react";
import { getImageRef } from "@/media/queries";
import { getPublicSettings } from "@/settings/queries";
import { ChatButton } from "@/site/components/chat-button";
import { CookieBanner } from "@/site/components/cookie-banner";
import { PageScripts } from "@/site/components/page-scripts";
import { SiteFooter } from "@/site/components/site-footer";
import { SiteHeader } from "@/site/components/site-header";
import { earlyMotionScript } from "@/site/motion-scripts";

export default async function SiteLayout({ children }: { children: ReactNode }) {
  // Request-time rendering (the nonce differs per response) — the data itself is cached.
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  const settings = await getPublicSettings();
  const logo = await getImageRef(settings.logoUrl);
  return (
    <>
      {/* First in the body: it must run before the sections are parsed (motion-scripts.ts). */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: earlyMotionScript }} />
      <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-background focus:p-2">
        Saltar al contenido
      </a>
      <SiteHeader companyName={settings.companyName} logo={logo} />
      <div id="main">{children}</div>
      <SiteFooter settings={settings} />
      {/* No number in the settings, no chat button: never a link to an invented number. */}
      {settings.whatsappNumber && <ChatButton whatsappNumber={settings.whatsappNumber} />}
      <CookieBanner privacyUrl={settings.privacyPolicyUrl} nonce={nonce} />
      <PageScripts nonce={nonce} />
    </>
  );
}
