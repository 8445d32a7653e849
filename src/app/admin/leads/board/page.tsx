import { refusedArea } from "@/auth/admin/area-guard";
import { List, Plus } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, listHref, type SearchParams } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { loadBoard } from "@/leads/admin-queries";
import { BoardColumns } from "@/leads/admin/board-columns.client";
import { boardCard } from "@/leads/admin/board-card";
import { LeadFiltersForm } from "@/leads/admin/filters-form";
import { leadAdminMessages } from "@/leads/admin/messages";
import { LeadNoticeBanner } from "@/leads/admin/notice-banner";
import { filterParams, parseLeadFilters } from "@/leads/filters";
import { LEADS_BOARD, LEADS_LIST, LEADS_NEW, NAME_SLOT, parseFailure, STAGE_SLOT, parseNotice } from "@/leads/paths";
import { LEAD_STAGES } from "@/db/schema";
import { buttonVariants } from "@/ui/button";
import { AuthorizationError } from "@/auth/server";
import { logFailure } from "@/lib/failure-log";
import { LeadsLoadError } from "@/leads/admin/load-error";
import { unstable_rethrow } from "next/navigation";

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
  let view: Awaited<ReturnType<typeof loadBoard>>;
  try {
    view = await loadBoard(filters);
  } catch (err) {
    // The sign-in redirect and the refusal of adminRead are answers, not failures.
    unstable_rethrow(err);
    if (err instanceof AuthorizationError) throw err;
    // Database details stay in the log; the person reads the fallback.
    logFailure("error", "[admin] leads could not be loaded", err);
    return <LeadsLoadError m={m} />;
  }
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
      <BoardColumns
        columns={view.columns.map((column) => {
          const more = column.count - column.cards.length;
          return {
            stage: column.stage,
            title: m.stages[column.stage],
            count: m.columnCount(column.count),
            more: more > 0 ? { href: listHref(LEADS_LIST, { ...filterParams(filters), etapa: column.stage }), label: m.seeMore(more) } : null,
            empty: column.count === 0 ? m.emptyColumn : null,
            cards: column.cards.map((card) => boardCard(m, locale, card, view.today)),
          };
        })}
        filters={Object.entries(filterParams(filters)).filter((param): param is [string, string] => param[1] !== undefined)}
        stages={LEAD_STAGES.map((s) => [s, m.stages[s]])}
        moveTo={m.moveTo(NAME_SLOT)}
        drag={{
          handle: m.drag.handle(NAME_SLOT),
          instructions: m.drag.instructions,
          picked: m.drag.picked(NAME_SLOT),
          over: m.drag.over(NAME_SLOT, STAGE_SLOT),
          dropped: m.drag.dropped(NAME_SLOT, STAGE_SLOT),
          cancelled: m.drag.cancelled(NAME_SLOT),
          failed: m.failures.stage,
        }}
        move={m.move}
      />
    </div>
  );
}
