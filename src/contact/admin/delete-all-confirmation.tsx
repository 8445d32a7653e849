import Link from "next/link";
import { listHref } from "@/admin/list-query";
import { messagesFor } from "@/i18n/catalogue";
import { Button, buttonVariants } from "@/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { deleteAllContactMessagesFormAction } from "../actions";
import { adminLocale } from "@/auth/admin-locale";
import { inboxMessages } from "./messages";
import type { InboxFilter } from "../validation";

/** 'Eliminar todos' without JavaScript: the dialog's question as a card; React renders the server-action form as a POST. */
export async function DeleteAllConfirmation({ filter, count, upTo, failed }: { filter: InboxFilter; count: number; upTo: string; failed: boolean }) {
  const m = messagesFor(inboxMessages, await adminLocale());
  return (
    <Card role="alertdialog" aria-labelledby="delete-all-title" aria-describedby="delete-all-description" className="border-destructive/50">
      <CardHeader>
        <CardTitle id="delete-all-title" className="text-lg">
          {m.deleteAllTitle}
        </CardTitle>
        <CardDescription id="delete-all-description">{m.deleteAllConfirm(count)}</CardDescription>
        {failed ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {m.deleteAllError}
          </p>
        ) : null}
      </CardHeader>
      <CardContent>
        <form action={deleteAllContactMessagesFormAction} className="flex flex-wrap justify-end gap-2">
          <input type="hidden" name="estado" value={filter} />
          <input type="hidden" name="upTo" value={upTo} />
          <Link
            href={listHref("/admin/contact-messages", { estado: filter === "todos" ? undefined : filter })}
            className={buttonVariants({ variant: "outline" })}
          >
            {m.cancel}
          </Link>
          <Button type="submit" variant="destructive">
            {m.deleteAll}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
