"use client";
import { RefreshCw, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { ConfirmDialog } from "@/ui/confirm-dialog";
import { deleteAllContactMessages } from "../admin-actions";
import { inboxMessages as m } from "./messages";

/** Total count, 'Actualizar' and 'Eliminar todos' (only when there is something to delete). */
export function InboxToolbar({ allIds }: { allIds: string[] }) {
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [deleting, startDelete] = useTransition();
  const total = allIds.length;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm text-muted-foreground" data-testid="inbox-total" aria-live="polite">
        {m.total(total)}
      </p>
      <Button variant="outline" onClick={() => startRefresh(() => router.refresh())} disabled={refreshing}>
        <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
        {m.refresh}
      </Button>
      {total > 0 ? (
        <ConfirmDialog
          trigger={
            <Button variant="destructive" disabled={deleting}>
              <Trash2 aria-hidden />
              {m.deleteAll}
            </Button>
          }
          title={m.deleteAllTitle}
          description={m.deleteAllConfirm(total)}
          confirmLabel={m.deleteAll}
          cancelLabel={m.cancel}
          onConfirm={() =>
            startDelete(async () => {
              const result = await callAction(() => deleteAllContactMessages({ ids: allIds }), m.deleteAllError);
              if (!result) return;
              if (!result.ok) {
                toast.error(m.deleteAllError, { description: result.error !== m.deleteAllError ? result.error : undefined });
                return;
              }
              toast.success(m.deletedAll(result.data.deleted));
              router.refresh();
            })
          }
        />
      ) : null}
    </div>
  );
}
