"use client";
import { AlertTriangle, RotateCw } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { Button } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { useMessages } from "@/i18n/locale-context.client";

/** Spec §8: the load failure shows the server's message (or the fallback) and a retry. */
export function InboxLoadError({ message }: { message: string }) {
  const m = useMessages("inbox");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <Card role="alert" className="border-destructive/50">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg text-destructive">
          <AlertTriangle aria-hidden className="size-5" />
          {m.loadErrorTitle}
        </CardTitle>
        <CardDescription>{message || m.loadError}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={() => startTransition(() => router.refresh())} disabled={pending}>
          <RotateCw aria-hidden className={pending ? "animate-spin" : undefined} />
          {m.retry}
        </Button>
      </CardContent>
    </Card>
  );
}
