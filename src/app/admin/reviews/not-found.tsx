import Link from "next/link";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { REVIEWS_LIST } from "@/reviews/list";
import { Button } from "@/ui/button";

export default async function ReviewNotFound() {
  const m = messagesFor(reviewAdminMessages, await adminLocale());
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.notFoundTitle}</h1>
      <p className="text-muted-foreground">{m.notFound}</p>
      <Button asChild variant="outline">
        <Link href={REVIEWS_LIST}>{m.backToList}</Link>
      </Button>
    </div>
  );
}
