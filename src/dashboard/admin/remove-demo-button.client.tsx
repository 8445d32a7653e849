"use client";
import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { removeDemoContentAction } from "../actions";
import type { DashboardMessages } from "./messages";

/** Removes the demo content after a confirmation; the dashboard then re-reads its checklist. */
export function RemoveDemoButton({ messages: m }: { messages: DashboardMessages["demo"] }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      trigger={
        <Button variant="outline" className="text-destructive hover:bg-destructive/10 hover:text-destructive" disabled={pending}>
          <Trash2 aria-hidden />
          {m.button}
        </Button>
      }
      title={m.confirmTitle}
      description={m.confirmDescription}
      confirmLabel={m.confirm}
      cancelLabel={m.cancel}
      onConfirm={() =>
        startTransition(async () => {
          const result = await callAction(() => removeDemoContentAction({ confirm: true }), m.failed);
          if (!result) return;
          if (!result.ok) {
            toast.error(result.error || m.failed);
            return;
          }
          toast.success(m.removed);
          router.refresh();
        })
      }
    />
  );
}
