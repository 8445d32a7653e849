import { refusedArea } from "@/auth/admin/area-guard";
import { Plus } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ListSearch } from "@/admin/components/list-search.client";
import { PageHeader } from "@/admin/components/page-header";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { projectAdminMessages } from "@/projects/admin/messages";
import { buttonVariants } from "@/ui/button";

/** Header and search stay put while the page below loads a new page of results. */
export default async function ProjectsListLayout({ children }: { children: ReactNode }) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const m = messagesFor(projectAdminMessages, await adminLocale());
  return (
    <div className="space-y-6">
      <PageHeader title={m.listTitle} description={m.listDescription}>
        <Link href="/admin/projects/new" className={buttonVariants({ className: "self-start sm:self-auto" })}>
          <Plus aria-hidden />
          {m.newProject}
        </Link>
      </PageHeader>
      <ListSearch label={m.searchLabel} placeholder={m.searchPlaceholder} />
      {children}
    </div>
  );
}
