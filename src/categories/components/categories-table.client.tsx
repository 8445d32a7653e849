"use client";
import { Pencil, Search } from "lucide-react";
import Link from "next/link";
import { useDeferredValue, useMemo, useState } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";
import { categoryMessages as m } from "../messages";
import { DeleteCategoryButton } from "./delete-category-button.client";

export type CategoryListItem = { id: string; name: string; slug: string; description: string | null; created: string };

/** Spec §9: a description preview is 50 characters plus an ellipsis. */
export function truncateDescription(text: string | null, max = 50): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** Case-insensitive substring match on name or slug (spec §5). */
export function matchesCategory(item: { name: string; slug: string }, query: string): boolean {
  const q = query.trim().toLocaleLowerCase("es");
  return !q || item.name.toLocaleLowerCase("es").includes(q) || item.slug.toLocaleLowerCase("es").includes(q);
}

export function CategoriesTable({ items }: { items: CategoryListItem[] }) {
  const [query, setQuery] = useState("");
  const deferred = useDeferredValue(query);
  const shown = useMemo(() => items.filter((c) => matchesCategory(c, deferred)), [items, deferred]);

  return (
    <div className="flex flex-col gap-4">
      <div className="relative max-w-sm">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder={m.search} aria-label={m.searchLabel} className="pl-9" />
      </div>

      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            <TableHead>{m.name}</TableHead>
            <TableHead>{m.slug}</TableHead>
            <TableHead className="hidden md:table-cell">{m.description}</TableHead>
            <TableHead className="hidden sm:table-cell">{m.created}</TableHead>
            <TableHead className="w-24 text-right">{m.actions}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {shown.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={5} className="h-28 text-center text-muted-foreground">
                {items.length === 0 ? m.noneYet : m.noMatch}
              </TableCell>
            </TableRow>
          ) : (
            shown.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium">{c.name}</TableCell>
                <TableCell>
                  <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{c.slug}</code>
                </TableCell>
                <TableCell className="hidden max-w-xs text-muted-foreground md:table-cell" title={c.description ?? undefined}>
                  {truncateDescription(c.description) || (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">Sin descripción</span>
                    </>
                  )}
                </TableCell>
                <TableCell className="hidden whitespace-nowrap tabular-nums sm:table-cell">{c.created}</TableCell>
                <TableCell className="text-right">
                  <div className="flex justify-end gap-1">
                    <Button asChild variant="ghost" size="icon" className="size-9">
                      <Link href={`/admin/categories/${c.id}/edit`} aria-label={m.edit(c.name)}>
                        <Pencil aria-hidden />
                      </Link>
                    </Button>
                    <DeleteCategoryButton id={c.id} name={c.name} />
                  </div>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      {items.length > 0 ? (
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {deferred.trim() ? `${shown.length} de ${m.count(items.length)}` : m.count(items.length)}
        </p>
      ) : null}
    </div>
  );
}
