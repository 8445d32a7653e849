"use client";
import { useRouter } from "next/navigation";
import { useState, type ReactNode } from "react";
import { authClient } from "@/auth/client";
import { Button, type ButtonProps } from "@/ui/button";

export function SignOutButton({ children, ...props }: ButtonProps & { children: ReactNode }) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  return (
    <Button
      {...props}
      disabled={pending}
      onClick={async () => {
        setPending(true);
        await authClient.signOut();
        router.replace("/auth");
        router.refresh();
      }}
    >
      {children}
    </Button>
  );
}
