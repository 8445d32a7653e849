import Link from "next/link";
import { categoryMessages } from "@/categories/messages";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { Button } from "@/ui/button";

export default async function CategoryNotFound() {
  const m = messagesFor(categoryMessages, await adminLocale());
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.notFoundTitle}</h1>
      <p className="text-muted-foreground">{m.notFound}</p>
      <Button asChild variant="outline">
        <Link href="/admin/categories">{m.backToList}</Link>
      </Button>
    </div>
  );
}
