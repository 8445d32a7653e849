"use client";
import { RefreshCw, Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { deleteAllContactMessagesAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";
import type { InboxFilter } from "../validation";

type Props = {
  /** Every message in the inbox. */
  total: number;
  filter: InboxFilter;
  /** Messages the current filter shows: what 'Eliminar todos' deletes. */
  filterCount: number;
  /** The newest message time the filter shows; later arrivals are kept. */
  upTo: string | null;
};

/**
 * Total count, 'Actualizar' and 'Eliminar todos' (only when the filter shows something).
 * Without JavaScript 'Eliminar todos' is a GET to the confirmation view (`?confirmar=todos`);
 * with it, the same button opens the confirmation dialog instead.
 */
export function InboxToolbar({ total, filter, filterCount, upTo }: Props) {
  const m = useMessages("inbox");
  const router = useRouter();
  const [refreshing, startRefresh] = useTransition();
  const [deleting, startDelete] = useTransition();
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-2 text-sm text-muted-foreground" data-testid="inbox-total" aria-live="polite">
        {m.total(total)}
      </p>
      <Button variant="outline" onClick={() => startRefresh(() => router.refresh())} disabled={refreshing}>
        <RefreshCw aria-hidden className={refreshing ? "animate-spin" : undefined} />
        {m.refresh}
      </Button>
      {filterCount > 0 && upTo ? (
        <form method="get" action="/admin/contact-messages" onSubmit={(event) => event.preventDefault()}>
          {filter !== "todos" ? <input type="hidden" name="estado" value={filter} /> : null}
          <input type="hidden" name="confirmar" value="todos" />
          <ConfirmDialog
            trigger={
              <Button type="submit" variant="destructive" disabled={deleting}>
                <Trash2 aria-hidden />
                {m.deleteAll}
              </Button>
            }
            title={m.deleteAllTitle}
            description={m.deleteAllConfirm(filterCount)}
            confirmLabel={m.deleteAll}
            cancelLabel={m.cancel}
            onConfirm={() =>
              startDelete(async () => {
                const result = await callAction(() => deleteAllContactMessagesAction({ estado: filter, upTo }), m.deleteAllError);
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
        </form>
      ) : null}
    </div>
  );
}
