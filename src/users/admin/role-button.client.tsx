"use client";
import { ShieldCheck, ShieldOff } from "lucide-react";
import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import { Button } from "@/ui/button";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { grantAdminRoleAction, revokeAdminRoleAction } from "../actions";
import { useMessages } from "@/i18n/locale-context.client";

type Props = { userId: string; email: string; isAdmin: boolean; isSelf: boolean };

/** Grant or revoke the admin role, after a confirmation. */
export function RoleButton({ userId, email, isAdmin, isSelf }: Props) {
  const m = useMessages("user");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      const fallback = isAdmin ? m.revokeError : m.grantError;
      const result = await callAction(() => (isAdmin ? revokeAdminRoleAction({ userId }) : grantAdminRoleAction({ userId })), fallback);
      if (!result) return;
      if (!result.ok) {
        toast.error(result.error || fallback);
        return;
      }
      toast.success(isAdmin ? m.revoked : m.granted);
      router.refresh();
    });
  return (
    <ConfirmDialog
      trigger={
        <Button variant={isAdmin ? "outline" : "secondary"} size="sm" disabled={pending} aria-label={`${isAdmin ? m.revoke : m.grant}: ${email}`}>
          {isAdmin ? <ShieldOff aria-hidden /> : <ShieldCheck aria-hidden />}
          <span className="hidden sm:inline">{isAdmin ? m.revoke : m.grant}</span>
        </Button>
      }
      title={isAdmin ? m.revokeTitle : m.grantTitle}
      description={isAdmin ? (isSelf ? m.revokeSelfDescription : m.revokeDescription(email)) : m.grantDescription(email)}
      confirmLabel={m.confirm}
      cancelLabel={m.cancel}
      destructive={isAdmin}
      onConfirm={run}
    />
  );
}
