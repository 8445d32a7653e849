"use client";
import { Pencil } from "lucide-react";
import Link from "next/link";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { StaleCount, StaleLanguages } from "@/admin/components/stale-languages.client";
import type { TranslatedLocale } from "@/i18n/content";
import { Button, buttonVariants } from "@/ui/button";
import type { CategoriesQuery } from "../list";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/ui/table";
import { useMessages } from "@/i18n/locale-context.client";
import { DeleteCategoryButton } from "./delete-category-button.client";

export type CategoryListItem = { id: string; name: string; slug: string; description: string | null; created: string; toReview: TranslatedLocale[] };

/** Spec §9: a description preview is 50 characters plus an ellipsis. */
export function truncateDescription(text: string | null, max = 50): string {
  if (!text) return "";
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

type Props = { items: CategoryListItem[]; query: CategoriesQuery; total: number; page: number; pages: number; toReview: number };

/** One page of categories; the server searched (name or slug, spec §5) and paged them. */
export function CategoriesTable({ items, query, total, page, pages, toReview }: Props) {
  const m = useMessages("category");
  return (
    <div className="flex flex-col gap-4">
      <StaleCount count={toReview} />
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
          {items.length === 0 ? (
            <TableRow className="hover:bg-transparent">
              <TableCell colSpan={5} className="h-28 text-center text-muted-foreground">
                <p>{query.q ? m.noMatch : m.noneYet}</p>
                {query.q ? (
                  <Link href="/admin/categories" className={buttonVariants({ variant: "outline", className: "mt-3" })}>
                    {m.showAll}
                  </Link>
                ) : null}
              </TableCell>
            </TableRow>
          ) : (
            items.map((c) => (
              <TableRow key={c.id}>
                <TableCell className="font-medium">
                  {c.name}
                  <StaleLanguages locales={c.toReview} className="mt-1" />
                </TableCell>
                <TableCell>
                  <code className="rounded bg-muted px-1.5 py-0.5 text-xs">{c.slug}</code>
                </TableCell>
                <TableCell className="hidden max-w-xs text-muted-foreground md:table-cell" title={c.description ?? undefined}>
                  {truncateDescription(c.description) || (
                    <>
                      <span aria-hidden>—</span>
                      <span className="sr-only">{m.noDescription}</span>
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
      {total > 0 ? <ListPagination path="/admin/categories" params={{ q: query.q }} page={page} pages={pages} summary={m.count(total)} /> : null}
    </div>
  );
}
