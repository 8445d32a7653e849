"use client";
import { AlertDialog } from "radix-ui";
import type { ReactNode } from "react";
import { useMessages } from "@/i18n/locale-context.client";
import { buttonVariants } from "./button";

type Props = {
  trigger: ReactNode;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onConfirm: () => void | Promise<void>;
};

/** A confirmation (cancel / confirm) that traps focus and returns it to the trigger. */
export function ConfirmDialog({ trigger, title, description, confirmLabel, cancelLabel, destructive = true, onConfirm }: Props) {
  const m = useMessages("ui");
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger asChild>{trigger}</AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <AlertDialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-lg border bg-background p-6 shadow-lg">
          <AlertDialog.Title className="text-lg font-semibold">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-muted-foreground">{description}</AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex justify-end gap-2">
            <AlertDialog.Cancel className={buttonVariants({ variant: "outline" })}>{cancelLabel ?? m.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonVariants({ variant: destructive ? "destructive" : "default" })} onClick={() => void onConfirm()}>
              {confirmLabel ?? m.confirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
