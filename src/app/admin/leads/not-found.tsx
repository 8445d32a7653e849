import Link from "next/link";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { leadAdminMessages } from "@/leads/admin/messages";
import { LEADS_LIST } from "@/leads/paths";
import { Button } from "@/ui/button";

/** A lead that does not exist, or is blocked (retention): the same answer, so neither can be told apart. */
export default async function LeadNotFound() {
  const m = messagesFor(leadAdminMessages, await adminLocale());
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <p className="text-muted-foreground">{m.notFound}</p>
      <Button asChild variant="outline">
        <Link href={LEADS_LIST}>{m.viewList}</Link>
      </Button>
    </div>
  );
}
