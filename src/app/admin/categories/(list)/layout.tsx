import { refusedArea } from "@/auth/admin/area-guard";
import { Plus } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { ListSearch } from "@/admin/components/list-search.client";
import { PageHeader } from "@/admin/components/page-header";
import { categoryMessages } from "@/categories/messages";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { Button } from "@/ui/button";

/** Header and search stay put while the page below loads a new page of results. */
export default async function CategoriesListLayout({ children }: { children: ReactNode }) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const m = messagesFor(categoryMessages, await adminLocale());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.listDescription}>
        <Button asChild>
          <Link href="/admin/categories/new">
            <Plus aria-hidden />
            {m.newCategory}
          </Link>
        </Button>
      </PageHeader>
      <ListSearch label={m.searchLabel} placeholder={m.search} />
      {children}
    </div>
  );
}
