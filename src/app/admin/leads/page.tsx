import { refusedArea } from "@/auth/admin/area-guard";
import { Columns3, Plus } from "lucide-react";
import Link from "next/link";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, type SearchParams } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { loadLeadList } from "@/leads/admin-queries";
import { LeadFiltersForm } from "@/leads/admin/filters-form";
import { LeadsTable } from "@/leads/admin/leads-table";
import { leadAdminMessages } from "@/leads/admin/messages";
import { LeadNoticeBanner } from "@/leads/admin/notice-banner";
import { filterParams, hasFilters, parseLeadFilters, parseLeadPage } from "@/leads/filters";
import { LEADS_BOARD, LEADS_LIST, LEADS_NEW, parseFailure, parseNotice } from "@/leads/paths";
import { buttonVariants } from "@/ui/button";
import { AuthorizationError } from "@/auth/server";
import { logFailure } from "@/lib/failure-log";
import { LeadsLoadError } from "@/leads/admin/load-error";
import { unstable_rethrow } from "next/navigation";

export const generateMetadata = () => adminMetadata(leadAdminMessages, (m) => m.title);

type Props = { searchParams: Promise<SearchParams> };

export default async function LeadsPage({ searchParams }: Props) {
  const denied = await refusedArea("enquiries");
  if (denied) return denied;
  const locale = await adminLocale();
  const m = messagesFor(leadAdminMessages, locale);
  const params = await searchParams;
  const filters = parseLeadFilters(params);
  let view: Awaited<ReturnType<typeof loadLeadList>>;
  try {
    view = await loadLeadList(filters, parseLeadPage(params));
  } catch (err) {
    // The sign-in redirect and the refusal of adminRead are answers, not failures.
    unstable_rethrow(err);
    if (err instanceof AuthorizationError) throw err;
    // Database details stay in the log; the person reads the fallback.
    logFailure("error", "[admin] leads could not be loaded", err);
    return <LeadsLoadError m={m} />;
  }
  const { page } = view;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.subtitle}>
        <div className="flex flex-wrap gap-2">
          <Link href={LEADS_BOARD} className={buttonVariants({ variant: "outline" })}>
            <Columns3 aria-hidden />
            {m.viewBoard}
          </Link>
          <Link href={LEADS_NEW} className={buttonVariants()}>
            <Plus aria-hidden />
            {m.newLead}
          </Link>
        </div>
      </PageHeader>
      <LeadNoticeBanner m={m} notice={parseNotice(firstParam(params.aviso))} failure={parseFailure(firstParam(params.fallo))} />
      <LeadFiltersForm m={m} action={LEADS_LIST} filters={filters} assignees={view.assignees} />
      {page.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed p-10 text-center text-muted-foreground">{hasFilters(filters) ? m.empty : m.none}</p>
      ) : (
        <>
          <div className="rounded-lg border">
            <LeadsTable m={m} locale={locale} rows={page.rows} today={view.today} />
          </div>
          <ListPagination path={LEADS_LIST} params={filterParams(filters)} page={page.page} pages={page.pages} summary={m.count(page.total)} />
        </>
      )}
    </div>
  );
}
