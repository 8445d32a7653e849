import { refusedArea } from "@/auth/admin/area-guard";
import type { ReactNode } from "react";
import { ListSearch } from "@/admin/components/list-search.client";
import { PageHeader } from "@/admin/components/page-header";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { userMessages } from "@/users/messages";

/** Header and search stay put while the page below loads a new page of results. */
export default async function UsersLayout({ children }: { children: ReactNode }) {
  const denied = await refusedArea("users");
  if (denied) return denied;
  const m = messagesFor(userMessages, await adminLocale());
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle} />
      <ListSearch label={m.searchLabel} placeholder={m.searchPlaceholder} />
      {children}
    </div>
  );
}
