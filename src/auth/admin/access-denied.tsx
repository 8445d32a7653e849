import { adminLocale } from "@/auth/admin-locale";
import { accessMessages } from "../admin/messages";
import { SignOutButton } from "./sign-out-button.client";
import { messagesFor } from "@/i18n/catalogue";

/** A signed-in non-admin who opens /admin, in the person's own language (spec: 'Access Denied'). */
export async function AccessDenied() {
  const m = messagesFor(accessMessages, await adminLocale());
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div className="max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">{m.title}</h1>
        <p className="mb-6 text-muted-foreground">{m.body}</p>
        <SignOutButton>{m.signOut}</SignOutButton>
      </div>
    </main>
  );
}
