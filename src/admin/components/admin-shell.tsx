import { cookies, headers } from "next/headers";
import type { ReactNode } from "react";
import { LocaleProvider } from "@/i18n/locale-context.client";
import { INTL_LOCALE, type Locale } from "@/i18n/locales";
import type { StaffRole } from "@/auth/permissions";
import type { Wire } from "@/i18n/wire";
import { AdminImageFallback } from "./image-fallback-script";
import { SIDEBAR_COOKIE } from "./nav-items";
import { SidebarFrame } from "./sidebar.client";

/**
 * The back-office frame: sidebar (collapsible on desktop, slide-in panel on mobile) with the
 * company's name and the inbox's unread count, and a top bar with the signed-in email. The
 * sidebar state comes from its cookie on the server, so the first paint already has the right width.
 */
type Props = {
  email: string;
  /** The person's role: the sidebar lists only what it may open. */
  role: StaffRole;
  locale: Locale;
  /** The strings client components read, in `locale` (src/client-messages.ts). */
  messages: Record<string, Wire>;
  companyName: string;
  inboxBadge: ReactNode;
  /** The count on "Oportunidades" (app/admin/@leads). */
  leadsBadge?: ReactNode;
  languageSwitcher: ReactNode;
  children: ReactNode;
};

export async function AdminShell({ email, role, locale, messages, companyName, inboxBadge, leadsBadge, languageSwitcher, children }: Props) {
  const open = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "false";
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      {/* Before the content, so no image can fail before the listener is there. */}
      <AdminImageFallback nonce={nonce} locale={locale} />
      {/* The document's language is the person's (the root layout writes the site's), before the first paint. */}
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: `document.documentElement.lang=${JSON.stringify(INTL_LOCALE[locale])}` }} />
      <LocaleProvider locale={locale} messages={messages} documentLanguage>
        <SidebarFrame
          defaultOpen={open}
          email={email}
          role={role}
          companyName={companyName}
          inboxBadge={inboxBadge}
          leadsBadge={leadsBadge}
          languageSwitcher={languageSwitcher}
        >
          {children}
        </SidebarFrame>
      </LocaleProvider>
    </>
  );
}
