import { refusedArea } from "@/auth/admin/area-guard";
import { Link2, Trash2 } from "lucide-react";
import Link from "next/link";
import { notFound } from "next/navigation";
import { firstParam } from "@/admin/list-query";
import { adminMetadata } from "@/admin/metadata";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { formatDate } from "@/lib/dates";
import { getReviewForAdmin, projectOptionsForAdmin } from "@/reviews/admin-queries";
import { DeleteReviewConfirmation } from "@/reviews/admin/delete-confirmation";
import { reviewAdminMessages, reviewValidationMessages } from "@/reviews/admin/messages";
import { NoticeBanner } from "@/reviews/admin/notice-banner";
import { ReplyForm } from "@/reviews/admin/reply-form.client";
import { ReviewForm } from "@/reviews/admin/review-form.client";
import { ReviewStatusBadge } from "@/reviews/admin/status-badge";
import { ReviewStatusButtons } from "@/reviews/admin/status-buttons";
import { REVIEWS_LIST } from "@/reviews/list";
import { parseFailure, parseNotice } from "@/reviews/notices";
import { isReviewId } from "@/reviews/validation";
import { buttonVariants } from "@/ui/button";
import { Card, CardContent } from "@/ui/card";

export const generateMetadata = () => adminMetadata(reviewAdminMessages, (m) => m.editReview);

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function EditReviewPage({ params, searchParams }: Props) {
  const denied = await refusedArea("reviews");
  if (denied) return denied;
  const { id } = await params;
  const found = isReviewId(id) ? await getReviewForAdmin(id) : null;
  if (!found) notFound();
  const { review, project, request } = found;
  const locale = await adminLocale();
  const m = messagesFor(reviewAdminMessages, locale);
  const query = await searchParams;
  const here = `${REVIEWS_LIST}/${review.id}/edit`;
  const newest = await projectOptionsForAdmin();
  // The review's own project stays choosable even when it is not among the newest.
  const projectOptions = project && !newest.some((p) => p.id === project.id) ? [project, ...newest] : newest;
  const values = {
    authorName: review.authorName,
    town: review.town,
    projectId: review.projectId ?? "",
    rating: String(review.rating),
    text: review.text,
    language: review.language,
    reviewDate: review.reviewDate,
    source: review.source,
    sourceUrl: review.sourceUrl ?? "",
    status: review.status,
  };
  return (
    <div className="flex flex-col gap-6">
      <NoticeBanner m={m} notice={parseNotice(firstParam(query.aviso))} failure={parseFailure(firstParam(query.fallo))} />
      {firstParam(query.eliminar) === review.id ? (
        <DeleteReviewConfirmation m={m} id={review.id} author={review.authorName} back={REVIEWS_LIST} cancelHref={here} />
      ) : null}
      {request ? (
        <p role="note" className="mx-auto w-full max-w-2xl rounded-md border bg-muted/40 px-4 py-3 text-sm" data-review-request={request.id}>
          <Link2 aria-hidden className="mr-2 inline size-4 align-text-bottom" />
          {m.requests.fromRequest(request.customerName, formatDate(request.createdAt))} {messagesFor(reviewValidationMessages, locale).customerWords}
        </p>
      ) : null}
      <ReviewForm key={review.updatedAt.toISOString()} id={review.id} values={values} projectOptions={projectOptions} customerWritten={Boolean(request)} />
      <Card className="mx-auto w-full max-w-2xl">
        <CardContent className="flex flex-col gap-5 pt-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <ReviewStatusBadge m={m} status={review.status} />
            <div className="flex flex-wrap gap-2">
              <ReviewStatusButtons m={m} id={review.id} author={review.authorName} status={review.status} back={here} />
              <Link href={`${here}?eliminar=${review.id}`} className={buttonVariants({ variant: "destructive" })} aria-label={m.removeOf(review.authorName)}>
                <Trash2 aria-hidden />
                {m.remove}
              </Link>
            </div>
          </div>
          <ReplyForm
            key={review.repliedAt?.toISOString() ?? "none"}
            id={review.id}
            reply={review.reply ?? ""}
            repliedOn={review.repliedAt ? formatDate(review.repliedAt) : null}
          />
        </CardContent>
      </Card>
    </div>
  );
}
