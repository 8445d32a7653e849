import Link from "next/link";
import type { ReactNode } from "react";
import { SignOutButton } from "@/auth/components/sign-out-button.client";

const links = [
  { href: "/admin", label: "Panel" },
  { href: "/admin/categories", label: "Categorías" },
];

/** Minimal frame of the back office; the full sidebar arrives with the admin screens. */
export function AdminShell({ email, children }: { email: string; children: ReactNode }) {
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between border-b px-6 py-3">
        <nav aria-label="Administración" className="flex gap-4 text-sm font-medium">
          {links.map((l) => (
            <Link key={l.href} href={l.href} className="hover:underline">
              {l.label}
            </Link>
          ))}
          <Link href="/" className="hover:underline">
            Ver sitio web
          </Link>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span className="text-muted-foreground">{email}</span>
          <SignOutButton variant="outline" size="sm">
            Cerrar sesión
          </SignOutButton>
        </div>
      </header>
      <main className="p-6">{children}</main>
    </div>
  );
}
