import type { Metadata } from "next";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ReactNode } from "react";
import { getSessionUser } from "@/auth/server";
import { clientMessages } from "@/client-messages";
import { AccessDenied } from "@/auth/admin/access-denied";
import { AdminShell } from "@/admin/components/admin-shell";
import { adminShellMessages } from "@/admin/messages";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { getPublicSettings } from "@/settings/queries";
import { LanguageSwitcher } from "@/users/admin/language-switcher.client";

/** Each page names itself (`adminMetadata`); a page that does not is "the panel", in the person's language. */
export async function generateMetadata(): Promise<Metadata> {
  return { title: messagesFor(adminShellMessages, await adminLocale()).panel, robots: { index: false, follow: false } };
}

/**
 * `unread`: the sidebar's unread-messages badge, a slot drawn again on every page (app/admin/@unread);
 * `leads`: likewise, the count on "Oportunidades" (app/admin/@leads).
 */
export default async function AdminLayout({ children, unread, leads }: { children: ReactNode; unread: ReactNode; leads: ReactNode }) {
  const current = await getSessionUser();
  if (!current) {
    // The proxy only saw a cookie; it named the path it was asked for.
    const origin = (await headers()).get("x-pathname") ?? "/admin";
    redirect(`/auth?redirect=${encodeURIComponent(origin)}`);
  }
  // Any staff role enters; each page then checks its own area (refusedArea).
  if (!current.role) return <AccessDenied />;
  // The company's name as the site shows it (cached; a settings save invalidates it).
  const { companyName } = await getPublicSettings();
  return (
    <AdminShell
      email={current.email}
      role={current.role}
      locale={current.locale}
      messages={clientMessages(current.locale)}
      companyName={companyName}
      inboxBadge={unread}
      leadsBadge={leads}
      languageSwitcher={<LanguageSwitcher />}
    >
      {children}
    </AdminShell>
  );
}
