import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/auth/server";
import { AuthForm } from "@/auth/components/auth-form.client";
import { safeRedirect } from "@/auth/validation";
import { siteMessages as m } from "@/messages/site";
import { siteUrl } from "@/platform/site-url";

export const metadata: Metadata = { title: "Acceso", robots: { index: false } };

export default async function AuthPage({ searchParams }: { searchParams: Promise<{ redirect?: string; modo?: string }> }) {
  const { redirect: target, modo } = await searchParams;
  const redirectTo = safeRedirect(target, "", siteUrl()) || null;
  const current = await getSessionUser();
  if (current?.isAdmin) redirect(redirectTo ?? "/admin");
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-6 bg-muted px-4 py-12">
      <AuthForm redirectTo={redirectTo} initialTab={modo === "registro" ? "signup" : "signin"} />
      {/* A plain link: the way back to the site works before (and without) any script. */}
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full page load back to the public site, which leaves the sign-in screen's client state behind */}
      <a
        href="/"
        className="inline-flex min-h-11 items-center gap-2 text-sm font-medium text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
      >
        <span aria-hidden>←</span> {m.es.backToSite}
      </a>
    </main>
  );
}
