import Link from "next/link";
import { adminLocale } from "@/auth/admin-locale";
import { buttonVariants } from "@/ui/button";
import { accessMessages } from "../admin/messages";
import { SignOutButton } from "./sign-out-button.client";
import { messagesFor } from "@/i18n/catalogue";

/**
 * Access Denied, in the person's own language. A signed-in person without a staff role who opens
 * /admin gets the whole screen (spec: 'Access Denied' with a Sign Out button); a member of staff
 * whose role does not cover a page gets it inside the panel (`withinPanel`), with the way back.
 */
export async function AccessDenied({ withinPanel = false }: { withinPanel?: boolean }) {
  const m = messagesFor(accessMessages, await adminLocale());
  if (withinPanel) {
    return (
      <section aria-labelledby="access-denied" data-access-denied className="mx-auto mt-12 max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        <h1 id="access-denied" className="mb-2 text-2xl font-bold">
          {m.title}
        </h1>
        <p className="mb-6 text-muted-foreground">{m.roleBody}</p>
        <Link href="/admin" className={buttonVariants({ variant: "outline" })}>
          {m.backToPanel}
        </Link>
      </section>
    );
  }
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div className="max-w-md rounded-lg border bg-card p-8 text-center shadow-sm" data-access-denied>
        <h1 className="mb-2 text-2xl font-bold">{m.title}</h1>
        <p className="mb-6 text-muted-foreground">{m.body}</p>
        <SignOutButton>{m.signOut}</SignOutButton>
      </div>
    </main>
  );
}
