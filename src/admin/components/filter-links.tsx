import Link from "next/link";
import { cn } from "@/lib/cn";

export type FilterLink = { key: string; label: string; href: string; count?: number };

/** A list's filter as links (`?estado=…`): works without JavaScript and survives a reload. */
export function FilterLinks({ label, items, current }: { label: string; items: FilterLink[]; current: string }) {
  return (
    <nav aria-label={label} className="flex flex-wrap gap-1 self-start rounded-lg bg-muted p-1 text-sm">
      {items.map((item) => (
        <Link
          key={item.key}
          href={item.href}
          aria-current={item.key === current ? "page" : undefined}
          className={cn(
            "rounded-md px-3 py-1.5 font-medium text-muted-foreground transition-colors hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
            item.key === current && "bg-background text-foreground shadow-sm",
          )}
        >
          {item.label}
          {item.count !== undefined ? <span className="tabular-nums"> ({item.count})</span> : null}
        </Link>
      ))}
    </nav>
  );
}
