import "server-only";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import type { ReviewStatus } from "@/db/schema";
import type { ReviewsQuery } from "./list";
import {
  countReviewsByStatus,
  findRequestOfReview,
  listReviewRequestsPage,
  type ReviewRequestRow,
  findProjectOption,
  findProjectOptions,
  findReview,
  listReviewsPage,
  type ProjectOption,
  type Review,
  type ReviewListRow,
} from "./service";

export type { ProjectOption, Review, ReviewListRow, ReviewRequestRow };
export type RequestOfReview = Awaited<ReturnType<typeof findRequestOfReview>>;

/** One page of the back-office list (admins only) and each status's count within the search. */
export async function listReviewsForAdmin(query: ReviewsQuery): Promise<Page<ReviewListRow> & { counts: Record<ReviewStatus, number> }> {
  return adminRead("reviews", async (db) => {
    const [page, counts] = await Promise.all([listReviewsPage(db, query), countReviewsByStatus(db, query.q)]);
    return { ...page, counts };
  });
}

/** One review for the edit form, with its project's title and the request link it came through; null when it does not exist. */
export async function getReviewForAdmin(id: string): Promise<{ review: Review; project: ProjectOption | null; request: RequestOfReview } | null> {
  return adminRead("reviews", async (db) => {
    const review = await findReview(db, id);
    if (!review) return null;
    const [project, request] = await Promise.all([review.projectId ? findProjectOption(db, review.projectId) : null, findRequestOfReview(db, id)]);
    return { review, project, request };
  });
}

/** One page of the review request links (admins only), newest first. */
export async function listReviewRequestsForAdmin(page: number): Promise<Page<ReviewRequestRow>> {
  return adminRead("review-requests", (db) => listReviewRequestsPage(db, page));
}

/** The form's first project list: the newest projects, bounded (a search in the form finds the others). */
export async function projectOptionsForAdmin(q = ""): Promise<ProjectOption[]> {
  return adminRead("reviews", (db) => findProjectOptions(db, q));
}
