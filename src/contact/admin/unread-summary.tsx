import { ArrowRight, MailDot } from "lucide-react";
import Link from "next/link";
import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import { adminLocale } from "@/auth/admin-locale";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import type { UnreadSummary as Summary } from "../admin-queries";
import { inboxMessages } from "./messages";

/** The inbox filtered to what waits: the newest unread messages are its first page, in the same order. */
export const UNREAD_INBOX_HREF = "/admin/contact-messages?estado=nuevos";

/**
 * The dashboard's waiting enquiries: how many contact messages are unread and the newest few,
 * each a link to its card in the inbox.
 */
export async function UnreadSummary({ summary }: { summary: Summary }) {
  const locale = await adminLocale();
  const m = messagesFor(inboxMessages, locale);
  return (
    <Card aria-labelledby="unread-title" data-testid="unread-summary">
      <CardHeader>
        <CardTitle id="unread-title" className="flex items-center gap-2 text-lg">
          <MailDot className="size-5 text-primary" aria-hidden />
          {m.unread.title}
        </CardTitle>
        <CardDescription>{m.unread.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <p className="flex items-baseline gap-2">
          <span className="text-3xl font-bold tabular-nums tracking-tight" aria-hidden data-unread-count={summary.count}>
            {formatNumber(locale, summary.count)}
          </span>
          <span className="sr-only">{m.unread.count(summary.count)}</span>
          {summary.count === 0 ? <span className="text-sm text-muted-foreground">{m.unread.none}</span> : null}
        </p>
        {summary.newest.length > 0 ? (
          <ol className="flex flex-col divide-y rounded-md border" aria-label={m.unread.newest}>
            {summary.newest.map((message) => (
              <li key={message.id} data-message-id={message.id}>
                <Link
                  href={`${UNREAD_INBOX_HREF}#message-${message.id}`}
                  className="flex flex-col gap-0.5 px-3 py-2.5 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:flex-row sm:items-baseline sm:gap-3"
                >
                  <span className="min-w-0 flex-1">
                    <span className="block break-words text-sm font-medium">{message.name}</span>
                    <span className="block break-words text-xs text-muted-foreground">{message.subject}</span>
                  </span>
                  <time dateTime={message.receivedIso} className="shrink-0 text-xs tabular-nums text-muted-foreground">
                    {message.receivedAt}
                  </time>
                </Link>
              </li>
            ))}
          </ol>
        ) : null}
        <Link
          href={UNREAD_INBOX_HREF}
          className="inline-flex items-center gap-1 self-start rounded-sm text-sm font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
        >
          {m.unread.viewAll}
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      </CardContent>
    </Card>
  );
}
