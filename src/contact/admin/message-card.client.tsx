"use client";
import { Archive, ArchiveRestore, Mail, MailCheck, MailOpen, MessageCircle, Phone, ShieldCheck, Trash2 } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useTransition, type ReactNode } from "react";
import { toast } from "sonner";
import { cn } from "@/lib/cn";
import { Badge } from "@/ui/badge";
import { Button } from "@/ui/button";
import { callAction } from "@/ui/call-action";
import { Card, CardContent, CardHeader } from "@/ui/card";
import { ConfirmDialog } from "@/ui/confirm-dialog.client";
import { deleteContactMessageAction, setContactMessageStatusAction } from "../actions";
import type { InboxMessage } from "../admin-queries";
import { mailtoLink, whatsappReplyLink } from "../reply-links";
import { useMessages } from "@/i18n/locale-context.client";
import { leadHref } from "@/leads/paths";
import { statusLabel } from "./status-label";
import { NotificationNotice } from "./notification-notice.client";
import type { MessageStatus } from "../validation";

const badgeVariant = (status: string) => (!status || status === "new" ? "default" : status === "archived" ? "outline" : "secondary");

/** `photos`: a quote request's photos, drawn on the server (src/leads/admin/lead-photos.tsx). */
export function MessageCard({ message, photos }: { message: InboxMessage; photos?: ReactNode }) {
  const m = useMessages("inbox");
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const isNew = !message.status || message.status === "new";
  const mailto = mailtoLink(message);
  const whatsapp = whatsappReplyLink(message);
  const headingId = `message-${message.id}-name`;

  const changeStatus = (status: MessageStatus, quiet = false) =>
    startTransition(async () => {
      const result = await callAction(() => setContactMessageStatusAction({ id: message.id, status }), m.statusError);
      if (!result) return;
      if (!result.ok) {
        if (!quiet) toast.error(m.statusError, { description: result.error !== m.statusError ? result.error : undefined });
        return;
      }
      router.refresh();
    });

  // Answering a new message is reading it: the badge follows without an extra click.
  const markReadOnReply = () => {
    if (isNew) changeStatus("read", true);
  };

  const remove = () =>
    startTransition(async () => {
      const result = await callAction(() => deleteContactMessageAction({ id: message.id }), m.deleteError);
      if (!result) return;
      if (!result.ok) {
        toast.error(m.deleteError, { description: result.error !== m.deleteError ? result.error : undefined });
        return;
      }
      toast.success(m.deleted);
      router.refresh();
    });

  return (
    <Card
      // The dashboard links here (src/contact/admin/unread-summary.tsx); clear of the sticky top bar.
      id={`message-${message.id}`}
      role="article"
      aria-labelledby={headingId}
      data-message-id={message.id}
      className={cn("scroll-mt-20", isNew ? "border-primary/40" : message.status === "archived" && "opacity-80")}
      aria-busy={pending || undefined}
    >
      <CardHeader className="gap-2 pb-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <h2 id={headingId} className="text-lg font-semibold leading-tight">
              {/* The same row as a lead: its stage, assignee, next action and timeline (the page weighs no more than the name). */}
              <Link href={leadHref(message.id)} prefetch={false} className="underline-offset-4 hover:underline" data-testid="open-lead">
                {message.name}
              </Link>
            </h2>
            <Badge variant={badgeVariant(message.status)} data-testid="message-status">
              {statusLabel(message.status, m)}
            </Badge>
          </div>
          <time className="text-sm tabular-nums text-muted-foreground">{message.receivedAt}</time>
        </div>
        <div className="flex flex-col gap-1 text-sm text-muted-foreground sm:flex-row sm:flex-wrap sm:gap-x-4">
          {message.email ? (
            <span className="inline-flex min-w-0 items-center gap-1.5">
              <Mail aria-hidden className="size-4 shrink-0" />
              <span className="truncate">{message.email}</span>
            </span>
          ) : null}
          {message.phone ? (
            <span className="inline-flex items-center gap-1.5">
              <Phone aria-hidden className="size-4 shrink-0" />
              {message.phone}
            </span>
          ) : null}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div>
          <p className="font-semibold">
            <span className="sr-only">{m.subject}: </span>
            {message.subject}
          </p>
          <p className="mt-2 whitespace-pre-wrap break-words rounded-md bg-muted/60 p-3 text-sm" data-testid="message-body">
            {message.message}
          </p>
        </div>
        <p className="flex items-start gap-1.5 text-xs text-muted-foreground" data-testid="message-consent">
          <ShieldCheck aria-hidden className="size-4 shrink-0" />
          <span>
            {message.consent.noticeVersion ? m.noticeAccepted(message.consent.noticeVersion) : m.noticeBefore}
            {" · "}
            {message.consent.marketing ? m.marketingYes : m.marketingNo}
          </span>
        </p>
        {photos}
        {message.notification.status === "failed" ? <NotificationNotice id={message.id} notification={message.notification} /> : null}
        <div className="flex flex-wrap gap-2">
          {mailto ? (
            <Button asChild size="sm">
              <a href={mailto} onClick={markReadOnReply} data-testid="reply-email">
                <Mail aria-hidden />
                {m.replyEmail}
              </a>
            </Button>
          ) : null}
          {whatsapp ? (
            <Button asChild size="sm" variant="outline">
              <a href={whatsapp} target="_blank" rel="noopener noreferrer" onClick={markReadOnReply} aria-label={m.whatsappLabel(message.name)}>
                <MessageCircle aria-hidden />
                {m.whatsapp}
              </a>
            </Button>
          ) : null}
          {isNew ? (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => changeStatus("read")}>
              <MailCheck aria-hidden />
              {m.markRead}
            </Button>
          ) : message.status === "read" ? (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => changeStatus("new")}>
              <MailOpen aria-hidden />
              {m.markNew}
            </Button>
          ) : null}
          {message.status === "archived" ? (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => changeStatus("read")}>
              <ArchiveRestore aria-hidden />
              {m.unarchive}
            </Button>
          ) : (
            <Button size="sm" variant="outline" disabled={pending} onClick={() => changeStatus("archived")}>
              <Archive aria-hidden />
              {m.archive}
            </Button>
          )}
          <ConfirmDialog
            trigger={
              <Button
                size="sm"
                variant="ghost"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive sm:ml-auto"
                disabled={pending}
                aria-label={m.deleteLabel(message.name)}
              >
                <Trash2 aria-hidden />
                {m.delete}
              </Button>
            }
            title={m.deleteOneTitle}
            description={m.deleteOneConfirm}
            confirmLabel={m.delete}
            cancelLabel={m.cancel}
            onConfirm={remove}
          />
        </div>
      </CardContent>
    </Card>
  );
}
