import { authMessages as m } from "@/messages/auth";
import { SignOutButton } from "./sign-out-button.client";

export function AccessDenied() {
  return (
    <main className="flex min-h-screen items-center justify-center bg-muted px-4">
      <div className="max-w-md rounded-lg border bg-card p-8 text-center shadow-sm">
        <h1 className="mb-2 text-2xl font-bold">{m.accessDeniedTitle}</h1>
        <p className="mb-6 text-muted-foreground">{m.accessDenied}</p>
        <SignOutButton>{m.signOut}</SignOutButton>
      </div>
    </main>
  );
}
