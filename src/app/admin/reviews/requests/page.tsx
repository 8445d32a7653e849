import { ArrowLeft, Link2 } from "lucide-react";
import Link from "next/link";
import { PageHeader } from "@/admin/components/page-header";
import { ListPagination } from "@/admin/components/list-pagination.client";
import { firstParam, listHref, parsePage } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { refusedArea } from "@/auth/admin/area-guard";
import { can } from "@/auth/permissions";
import { getSessionUser } from "@/auth/server";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { listReviewRequestsForAdmin, projectOptionsForAdmin } from "@/reviews/admin-queries";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { ReviewRequestForm } from "@/reviews/admin/request-form.client";
import { ReviewRequestsTable } from "@/reviews/admin/request-table";
import { REVIEW_REQUESTS_LIST, REVIEWS_LIST } from "@/reviews/list";
import { parseRequestNotice } from "@/reviews/notices";
import { buttonVariants } from "@/ui/button";

export const generateMetadata = () => adminMetadata(reviewAdminMessages, (m) => m.requests.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** "Pedir reseñas": make a customer's link (shown once, in the answer to the post) and follow the links made. */
export default async function ReviewRequestsPage({ searchParams }: Props) {
  const denied = await refusedArea("review-requests");
  if (denied) return denied;
  const m = messagesFor(reviewAdminMessages, await adminLocale());
  const moderates = can(await getSessionUser(), "reviews");
  const params = await searchParams;
  const [{ rows, total, page, pages }, projectOptions] = await Promise.all([listReviewRequestsForAdmin(parsePage(params.page)), projectOptionsForAdmin()]);
  const here = listHref(REVIEW_REQUESTS_LIST, { page });
  const notice = parseRequestNotice(firstParam(params.aviso));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.requests.title} description={m.requests.description}>
        {moderates ? (
          <Link href={REVIEWS_LIST} className={buttonVariants({ variant: "outline" })}>
            <ArrowLeft aria-hidden />
            {m.backToList}
          </Link>
        ) : null}
      </PageHeader>
      {notice === "revoked" ? (
        <p
          role="status"
          className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
        >
          {m.requests.revoked}
        </p>
      ) : notice === "revokeFailed" ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
          {m.requests.revokeError}
        </p>
      ) : null}
      <ReviewRequestForm values={{ customerName: "", projectId: "", language: "es" }} projectOptions={projectOptions} />
      <section aria-labelledby="review-requests-list" className="flex flex-col gap-3">
        <h2 id="review-requests-list" className="text-lg font-semibold">
          {m.requests.listTitle}
        </h2>
        {rows.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-10 text-center text-muted-foreground">
            <Link2 aria-hidden className="size-10" />
            <p>{m.requests.none}</p>
          </div>
        ) : (
          <>
            <ReviewRequestsTable m={m} rows={rows} here={here} moderates={moderates} />
            <ListPagination path={REVIEW_REQUESTS_LIST} params={{}} page={page} pages={pages} summary={m.requests.count(total)} />
          </>
        )}
      </section>
    </div>
  );
}
