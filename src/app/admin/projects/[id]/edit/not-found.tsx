import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { projectAdminMessages } from "@/projects/admin/messages";
import { buttonVariants } from "@/ui/button";

export default async function ProjectNotFound() {
  const m = messagesFor(projectAdminMessages, await adminLocale());
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">{m.notFoundTitle}</h1>
      <p className="text-muted-foreground">{m.notFoundText}</p>
      <Link href="/admin/projects" className={buttonVariants({ variant: "outline" })}>
        <ArrowLeft aria-hidden />
        {m.back}
      </Link>
    </div>
  );
}
