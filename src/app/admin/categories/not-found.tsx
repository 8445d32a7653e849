import Link from "next/link";
import { categoryMessages } from "@/categories/messages";
import { adminMessages } from "@/auth/admin-locale";
import { Button } from "@/ui/button";

export default async function CategoryNotFound() {
  const m = await adminMessages(categoryMessages);
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
