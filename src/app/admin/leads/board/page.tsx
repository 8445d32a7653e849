import { refusedArea } from "@/auth/admin/area-guard";
import { List, Plus } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, listHref, type SearchParams } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { loadBoard } from "@/leads/admin-queries";
import { BoardCard } from "@/leads/admin/board-card";
import { LeadFiltersForm } from "@/leads/admin/filters-form";
import { leadAdminMessages } from "@/leads/admin/messages";
import { LeadNoticeBanner } from "@/leads/admin/notice-banner";
import { filterParams, parseLeadFilters } from "@/leads/filters";
import { LEADS_BOARD, LEADS_LIST, LEADS_NEW, parseFailure, parseNotice } from "@/leads/paths";
import { buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(leadAdminMessages, (m) => m.boardTitle);

type Props = { searchParams: Promise<SearchParams> };

export default async function LeadsBoardPage({ searchParams }: Props) {
  const denied = await refusedArea("enquiries");
  if (denied) return denied;
  const locale = await adminLocale();
  const m = messagesFor(leadAdminMessages, locale);
  const params = await searchParams;
  // Every column shows: a stage in the address is the list's filter, not the board's.
  const filters = { ...parseLeadFilters(params), stage: null };
  const view = await loadBoard(filters);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.boardTitle} description={m.boardSubtitle}>
        <div className="flex flex-wrap gap-2">
          <Link href={listHref(LEADS_LIST, filterParams(filters))} className={buttonVariants({ variant: "outline" })}>
            <List aria-hidden />
            {m.viewList}
          </Link>
          <Link href={LEADS_NEW} className={buttonVariants()}>
            <Plus aria-hidden />
            {m.newLead}
          </Link>
        </div>
      </PageHeader>
      <LeadNoticeBanner m={m} notice={parseNotice(firstParam(params.aviso))} failure={parseFailure(firstParam(params.fallo))} />
      <LeadFiltersForm m={m} action={LEADS_BOARD} filters={filters} assignees={view.assignees} withStage={false} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-6">
        {view.columns.map((column) => {
          const headingId = `stage-${column.stage}`;
          const more = column.count - column.cards.length;
          return (
            <section key={column.stage} aria-labelledby={headingId} data-stage={column.stage} className="flex flex-col gap-2 rounded-lg bg-muted/60 p-2">
              <h2 id={headingId} className="flex items-baseline justify-between gap-2 px-1 text-sm font-semibold">
                {m.stages[column.stage]}
                <span className="text-xs font-normal tabular-nums text-muted-foreground" data-testid="column-count">
                  {m.columnCount(column.count)}
                </span>
              </h2>
              {column.cards.length === 0 ? <p className="px-1 py-2 text-xs text-muted-foreground">{m.emptyColumn}</p> : null}
              {column.cards.map((card) => (
                <BoardCard key={card.id} m={m} locale={locale} card={card} today={view.today} />
              ))}
              {more > 0 ? (
                <Link
                  href={listHref(LEADS_LIST, { ...filterParams(filters), etapa: column.stage })}
                  className="px-1 text-sm font-medium underline underline-offset-4"
                >
                  {m.seeMore(more)}
                </Link>
              ) : null}
            </section>
          );
        })}
      </div>
    </div>
  );
}
