import Link from "next/link";
import { cn } from "@/lib/cn";
import { inboxMessages as m } from "./messages";
import { INBOX_FILTERS, type InboxFilter } from "./validation";

const labels: Record<InboxFilter, string> = {
  todos: m.filters.all,
  nuevos: m.filters.new,
  leidos: m.filters.read,
  archivados: m.filters.archived,
};

/** Status filter as links (?estado=…): works without JavaScript and survives a reload. */
export function InboxFilterNav({ current, counts }: { current: InboxFilter; counts: Record<InboxFilter, number> }) {
  return (
    <nav aria-label={m.filterLabel} className="flex flex-wrap gap-1 rounded-lg bg-muted p-1 text-sm">
      {(Object.keys(INBOX_FILTERS) as InboxFilter[]).map((key) => (
        <Link
          key={key}
          href={key === "todos" ? "/admin/contact-messages" : `/admin/contact-messages?estado=${key}`}
          aria-current={key === current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            key === current && "bg-background text-foreground shadow-sm",
          )}
        >
          {labels[key]} <span className="tabular-nums">({counts[key]})</span>
        </Link>
      ))}
    </nav>
  );
}
