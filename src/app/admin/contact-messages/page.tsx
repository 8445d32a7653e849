import { refusedArea } from "@/auth/admin/area-guard";
import { Inbox as InboxIcon } from "lucide-react";
import Link from "next/link";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, parsePage } from "@/admin/list-query";
import { AuthorizationError } from "@/auth/server";
import { loadInbox, type Inbox } from "@/contact/admin-queries";
import { DeleteAllConfirmation } from "@/contact/admin/delete-all-confirmation";
import { InboxFilterNav } from "@/contact/admin/inbox-filter";
import { InboxToolbar } from "@/contact/admin/inbox-toolbar.client";
import { InboxLoadError } from "@/contact/admin/load-error.client";
import { MessageCard } from "@/contact/admin/message-card.client";
import { LeadPhotos } from "@/leads/admin/lead-photos";
import { inboxMessages } from "@/contact/admin/messages";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { parseInboxFilter } from "@/contact/validation";
import { messagesFor } from "@/i18n/catalogue";
import { buttonVariants } from "@/ui/button";
import { logFailure } from "@/lib/failure-log";

export const generateMetadata = () => adminMetadata(inboxMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ContactMessagesPage({ searchParams }: Props) {
  const denied = await refusedArea("enquiries");
  if (denied) return denied;
  const locale = await adminLocale();
  const m = messagesFor(inboxMessages, locale);
  const params = await searchParams;
  const filter = parseInboxFilter(params.estado);
  let inbox: Inbox;
  try {
    inbox = await loadInbox(filter, parsePage(params.page));
  } catch (err) {
    if (err instanceof AuthorizationError) throw err;
    // Database details stay in the log; the person reads the spec's fallback.
    logFailure("error", "[admin] contact messages could not be loaded", err);
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={m.title} description={m.subtitle} />
        <InboxLoadError message={m.loadError} />
      </div>
    );
  }
  const filterCount = inbox.counts[filter];
  const estado = filter === "todos" ? undefined : filter;
  // Set by the no-JavaScript 'Eliminar todos' after it ran (with JavaScript a toast says it).
  const deleted = firstParam(params.eliminados);
  const confirming = firstParam(params.confirmar) === "todos" && filterCount > 0 && inbox.newestAt;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle}>
        <InboxToolbar total={inbox.counts.todos} filter={filter} filterCount={filterCount} upTo={inbox.newestAt} />
      </PageHeader>
      {deleted !== undefined && /^\d{1,9}$/.test(deleted) ? (
        <p
          role="status"
          className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {m.deletedAll(Number(deleted))}
        </p>
      ) : null}
      {confirming ? <DeleteAllConfirmation filter={filter} count={filterCount} upTo={inbox.newestAt!} failed={firstParam(params.fallo) === "1"} /> : null}
      <InboxFilterNav current={filter} counts={inbox.counts} />
      {inbox.messages.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <InboxIcon aria-hidden className="size-10" />
          <p>{m.empty}</p>
          {filter !== "todos" && inbox.counts.todos > 0 ? (
            <Link href="/admin/contact-messages" className={buttonVariants({ variant: "outline" })}>
              {m.showAll}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ul className="flex flex-col gap-4" aria-label={m.title}>
            {inbox.messages.map((message) => {
              const photos = inbox.photos.get(message.id);
              return (
                <li key={message.id}>
                  <MessageCard message={message} photos={photos ? <LeadPhotos messageId={message.id} photos={photos} locale={locale} /> : undefined} />
                </li>
              );
            })}
          </ul>
          <ListPagination path="/admin/contact-messages" params={{ estado }} page={inbox.page} pages={inbox.pages} summary={m.count(filterCount)} />
        </>
      )}
    </div>
  );
}
