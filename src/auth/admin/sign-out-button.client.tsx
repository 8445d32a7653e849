"use client";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { authHref } from "@/auth/auth-href";
import { authClient } from "@/auth/client";
import { useLocale } from "@/i18n/locale-context.client";
import { Button, type ButtonProps } from "@/ui/button";

/** Signs out to the sign-in screen, in the language the person was using. */
export function SignOutButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const locale = useLocale();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await authClient.signOut();
        router.replace(authHref({ locale, mode: "signin", redirectTo: null }));
        router.refresh();
      }}
    >
      {children}
    </Button>
  );
}
