import { FilterLinks } from "@/admin/components/filter-links";
import { listHref } from "@/admin/list-query";
import { adminLocale } from "@/auth/admin-locale";
import { inboxMessages } from "./messages";
import { INBOX_FILTERS, type InboxFilter } from "../validation";
import { messagesFor } from "@/i18n/catalogue";

/** Status filter as links (?estado=…) with each one's count; a filter starts at page 1. */
export async function InboxFilterNav({ current, counts }: { current: InboxFilter; counts: Record<InboxFilter, number> }) {
  const m = messagesFor(inboxMessages, await adminLocale());
  const labels: Record<InboxFilter, string> = {
    todos: m.filters.all,
    nuevos: m.filters.new,
    leidos: m.filters.read,
    archivados: m.filters.archived,
  };
  const items = (Object.keys(INBOX_FILTERS) as InboxFilter[]).map((key) => ({
    key,
    label: labels[key],
    count: counts[key],
    href: listHref("/admin/contact-messages", { estado: key === "todos" ? undefined : key }),
  }));
  return <FilterLinks label={m.filterLabel} items={items} current={current} />;
}
