"use client";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import Link from "next/link";
import type { ReactNode } from "react";
import { listHref } from "@/admin/list-query";
import { cn } from "@/lib/cn";
import { buttonVariants } from "@/ui/button";
import { formatNumber } from "@/i18n/format";
import { useLocale, useMessages } from "@/i18n/locale-context.client";

type Props = {
  /** The list's path, e.g. /admin/projects. */
  path: string;
  /** The list's other parameters (search, filter), kept on every page link. */
  params: Record<string, string | undefined>;
  page: number;
  pages: number;
  /** "5006 proyectos": the total for the current search and filter. */
  summary: string;
};

/**
 * The total, 'Página X de Y' and first/previous/next/last as plain links (no JavaScript needed).
 * A client component so that server pages and client lists both render it in the page's language.
 */
export function ListPagination({ path, params, page, pages, summary }: Props) {
  const m = useMessages("adminList");
  const locale = useLocale();
  const href = (n: number) => listHref(path, { ...params, page: n });
  return (
    <nav aria-label={m.pagination} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" data-testid="list-total" aria-live="polite">
        {summary}
      </p>
      <div className="flex items-center gap-1">
        <PageLink href={href(1)} disabled={page <= 1} label={m.first}>
          <ChevronsLeft aria-hidden />
        </PageLink>
        <PageLink href={href(page - 1)} disabled={page <= 1} label={m.previous} rel="prev">
          <ChevronLeft aria-hidden />
        </PageLink>
        <span className="px-2 tabular-nums" data-testid="list-page" aria-current="page">
          {m.pageOf(formatNumber(locale, page), formatNumber(locale, pages))}
        </span>
        <PageLink href={href(page + 1)} disabled={page >= pages} label={m.next} rel="next">
          <ChevronRight aria-hidden />
        </PageLink>
        <PageLink href={href(pages)} disabled={page >= pages} label={m.last}>
          <ChevronsRight aria-hidden />
        </PageLink>
      </div>
    </nav>
  );
}

function PageLink({ href, disabled, label, rel, children }: { href: string; disabled: boolean; label: string; rel?: string; children: ReactNode }) {
  const className = buttonVariants({ variant: "outline", size: "icon", className: "size-9" });
  if (disabled) {
    return (
      <span aria-disabled="true" aria-label={label} title={label} className={cn(className, "pointer-events-none opacity-50")}>
        {children}
      </span>
    );
  }
  return (
    <Link href={href} rel={rel} aria-label={label} title={label} className={className} scroll={false}>
      {children}
    </Link>
  );
}
