import { refusedArea } from "@/auth/admin/area-guard";
import { Link2, Plus, Star } from "lucide-react";
import Link from "next/link";
import { FilterLinks } from "@/admin/components/filter-links";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { ListSearch } from "@/admin/components/list-search.client";
import { PageHeader } from "@/admin/components/page-header";
import { firstParam, listHref } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { listReviewsForAdmin } from "@/reviews/admin-queries";
import { DeleteReviewConfirmation } from "@/reviews/admin/delete-confirmation";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { NoticeBanner } from "@/reviews/admin/notice-banner";
import { ReviewsTable } from "@/reviews/admin/reviews-table";
import { parseReviewsQuery, REVIEW_FILTERS, REVIEW_REQUESTS_LIST, REVIEWS_LIST, reviewsListParams, type ReviewFilter } from "@/reviews/list";
import { parseFailure, parseNotice } from "@/reviews/notices";
import { Button, buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(reviewAdminMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ReviewsPage({ searchParams }: Props) {
  const denied = await refusedArea("reviews");
  if (denied) return denied;
  const m = messagesFor(reviewAdminMessages, await adminLocale());
  const params = await searchParams;
  const query = parseReviewsQuery(params);
  const { rows, counts, total, page, pages } = await listReviewsForAdmin(query);
  const listParams = reviewsListParams(query);
  const here = listHref(REVIEWS_LIST, { ...listParams, page });
  const filterLabels: Record<ReviewFilter, string> = {
    todas: m.filters.all,
    pendientes: m.filters.pending,
    publicadas: m.filters.published,
    ocultas: m.filters.hidden,
  };
  const filterItems = (Object.keys(REVIEW_FILTERS) as ReviewFilter[]).map((key) => {
    const status = REVIEW_FILTERS[key];
    return {
      key,
      label: filterLabels[key],
      count: status ? counts[status] : counts.pending + counts.published + counts.hidden,
      href: listHref(REVIEWS_LIST, { q: listParams.q, estado: key === "todas" ? undefined : key }),
    };
  });
  // The delete question is asked only about a review of this page (its author's name is in the question).
  const deleting = rows.find((r) => r.id === firstParam(params.eliminar));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description={m.listDescription}>
        <div className="flex flex-wrap gap-2">
          <Link href={REVIEW_REQUESTS_LIST} className={buttonVariants({ variant: "outline" })}>
            <Link2 aria-hidden />
            {m.requests.open}
          </Link>
          <Button asChild>
            <Link href={`${REVIEWS_LIST}/new`}>
              <Plus aria-hidden />
              {m.newReview}
            </Link>
          </Button>
        </div>
      </PageHeader>
      <NoticeBanner m={m} notice={parseNotice(firstParam(params.aviso))} failure={parseFailure(firstParam(params.fallo))} />
      {deleting ? <DeleteReviewConfirmation m={m} id={deleting.id} author={deleting.authorName} back={here} cancelHref={here} /> : null}
      <ListSearch label={m.searchLabel} placeholder={m.search} />
      <FilterLinks label={m.filterLabel} items={filterItems} current={query.filter} />
      {rows.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
          <Star aria-hidden className="size-10" />
          <p>{query.q || query.filter !== "todas" ? m.noMatch : m.noneYet}</p>
          {query.q || query.filter !== "todas" ? (
            <Link href={REVIEWS_LIST} className={buttonVariants({ variant: "outline" })}>
              {m.showAll}
            </Link>
          ) : null}
        </div>
      ) : (
        <>
          <ReviewsTable m={m} rows={rows} here={here} params={{ ...listParams, page }} />
          <ListPagination path={REVIEWS_LIST} params={listParams} page={page} pages={pages} summary={m.count(total)} />
        </>
      )}
    </div>
  );
}
