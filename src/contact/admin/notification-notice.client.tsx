"use client";
import { AlertTriangle, Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { retryContactNotificationAction } from "../actions";
import type { InboxMessage } from "../admin-queries";
import { useMessages } from "@/i18n/locale-context.client";

/** A notification email that could not be sent: why, how often we tried, and a retry now. */
export function NotificationNotice({ id, notification }: { id: string; notification: InboxMessage["notification"] }) {
  const m = useMessages("inbox");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const retry = () =>
    startTransition(async () => {
      const result = await callAction(() => retryContactNotificationAction({ id }), m.retryNotificationError);
      if (!result) return;
      if (!result.ok) toast.error(m.retryNotificationError, { description: result.error !== m.retryNotificationError ? result.error : undefined });
      else if (result.data.status === "sent") toast.success(m.retryNotificationSent);
      else if (result.data.status === "failed") toast.error(m.retryNotificationFailed, { description: result.data.error ?? undefined });
      router.refresh();
    });
  return (
    <div
      role="status"
      data-testid="notification-failure"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-2">
        <AlertTriangle aria-hidden className="mt-0.5 size-4 shrink-0" />
        <div>
          <p className="font-medium break-words">{m.notificationFailed(notification.error ?? "")}</p>
          <p className="text-xs opacity-80">
            {m.notificationAttempts(notification.attempts, notification.maxAttempts)}
            {" · "}
            {notification.nextAttemptAt ? m.notificationNext(notification.nextAttemptAt) : m.notificationGaveUp}
          </p>
        </div>
      </div>
      <Button size="sm" variant="outline" className="shrink-0 bg-background" onClick={retry} disabled={pending}>
        <Send aria-hidden />
        {m.retryNotification}
      </Button>
    </div>
  );
}
