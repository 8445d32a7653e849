"use client";
import { Trash2 } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { deleteCategoryAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";

/** Delete with a cancel / delete confirmation; a category used by projects is refused with the count. */
export function DeleteCategoryButton({ id, name }: { id: string; name: string }) {
  const m = useMessages("category");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  return (
    <ConfirmDialog
      trigger={
        <Button
          variant="ghost"
          size="icon"
          className="size-9 text-destructive hover:bg-destructive/10 hover:text-destructive"
          aria-label={m.remove(name)}
          disabled={pending}
        >
          <Trash2 aria-hidden />
        </Button>
      }
      title={m.confirmTitle}
      description={m.confirmDescription(name)}
      confirmLabel={m.confirmDelete}
      cancelLabel={m.cancel}
      onConfirm={() =>
        startTransition(async () => {
          const result = await callAction(() => deleteCategoryAction({ id }), m.deleteError);
          if (!result) return;
          if (!result.ok) {
            toast.error(result.error || m.deleteError);
            return;
          }
          toast.success(m.deleted);
          router.refresh();
        })
      }
    />
  );
}
