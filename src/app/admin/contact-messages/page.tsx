import { Inbox as InboxIcon } from "lucide-react";
import type { Metadata } from "next";
import { PageHeader } from "@/admin/components/page-header";
import { AuthorizationError } from "@/auth/server";
import { loadInbox, type Inbox } from "@/contact/admin-queries";
import { InboxFilterNav } from "@/contact/admin/inbox-filter";
import { InboxToolbar } from "@/contact/admin/inbox-toolbar.client";
import { InboxLoadError } from "@/contact/admin/load-error.client";
import { MessageCard } from "@/contact/admin/message-card.client";
import { inboxMessages as m } from "@/contact/admin/messages";
import { parseInboxFilter } from "@/contact/admin/validation";

export const metadata: Metadata = { title: "Mensajes de contacto · Panel de administración" };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContactMessagesPage({ searchParams }: Props) {
  const filter = parseInboxFilter((await searchParams).estado);
  let inbox: Inbox;
  try {
    inbox = await loadInbox(filter);
  } catch (err) {
    if (err instanceof AuthorizationError) throw err;
    // Database details stay in the log; the person reads the spec's fallback.
    console.error("[admin] contact messages could not be loaded", err);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={m.title} description={m.subtitle} />
        <InboxLoadError message={m.loadError} />
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle}>
        <InboxToolbar allIds={inbox.allIds} />
      </PageHeader>
      <InboxFilterNav current={filter} counts={inbox.counts} />
      {inbox.messages.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <InboxIcon aria-hidden className="size-10" />
          <p>{m.empty}</p>
        </div>
      ) : (
        <ul className="flex flex-col gap-4" aria-label={m.title}>
          {inbox.messages.map((message) => (
            <li key={message.id}>
              <MessageCard message={message} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
