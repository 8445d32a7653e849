import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getSessionUser } from "@/auth/server";
import { AuthForm } from "@/auth/components/auth-form.client";
import { safeRedirect } from "@/auth/validation";
import { siteUrl } from "@/platform/site-url";

export const metadata: Metadata = { title: "Acceso", robots: { index: false } };

export default async function AuthPage({ searchParams }: { searchParams: Promise<{ redirect?: string; modo?: string }> }) {
  const { redirect: target, modo } = await searchParams;
  const redirectTo = safeRedirect(target, "", siteUrl()) || null;
  const current = await getSessionUser();
  if (current?.isAdmin) redirect(redirectTo ?? "/admin");
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <AuthForm redirectTo={redirectTo} initialTab={modo === "registro" ? "signup" : "signin"} />
    </main>
  );
}
