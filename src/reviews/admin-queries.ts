import "server-only";
import { adminRead } from "@/admin/action";
import type { Page } from "@/admin/list-query";
import type { ReviewStatus } from "@/db/schema";
import type { ReviewsQuery } from "./list";
import {
  countReviewsByStatus,
  findProjectOption,
  findProjectOptions,
  findReview,
  listReviewsPage,
  type ProjectOption,
  type Review,
  type ReviewListRow,
} from "./service";

export type { ProjectOption, Review, ReviewListRow };

/** One page of the back-office list (admins only) and each status's count within the search. */
export async function listReviewsForAdmin(query: ReviewsQuery): Promise<Page<ReviewListRow> & { counts: Record<ReviewStatus, number> }> {
  return adminRead("reviews", async (db) => {
    const [page, counts] = await Promise.all([listReviewsPage(db, query), countReviewsByStatus(db, query.q)]);
    return { ...page, counts };
  });
}

/** One review for the edit form, with its project's title; null when it does not exist. */
export async function getReviewForAdmin(id: string): Promise<{ review: Review; project: ProjectOption | null } | null> {
  return adminRead("reviews", async (db) => {
    const review = await findReview(db, id);
    if (!review) return null;
    return { review, project: review.projectId ? await findProjectOption(db, review.projectId) : null };
  });
}

/** The form's first project list: the newest projects, bounded (a search in the form finds the others). */
export async function projectOptionsForAdmin(q = ""): Promise<ProjectOption[]> {
  return adminRead("reviews", (db) => findProjectOptions(db, q));
}
