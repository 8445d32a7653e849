import "server-only";
import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { foldedTextMatches, readPage, type Page } from "@/admin/list-query";
import type { Queryable } from "@/db/client";
import { PG, pgError } from "@/db/errors";
import { projects, reviews, REVIEW_STATUSES, type ReviewStatus } from "@/db/schema";
import { Refusal } from "@/lib/refusal";
import { t } from "@/i18n/current";
import { reviewAdminMessages, reviewValidationMessages } from "./admin/messages";
import { REVIEW_FILTERS, REVIEWS_PAGE_SIZE, type ReviewsQuery } from "./list";
import type { ReviewInput, ReviewUpdate } from "./validation";

export type Review = typeof reviews.$inferSelect;
/** A row of the back-office list: the review and its project's title, when it has one. */
export type ReviewListRow = Review & { projectTitle: string | null };
export type ProjectOption = { id: string; title: string };

/** At most this many projects in the form's project list: a search narrows 5,000 down, no list holds them all. */
export const PROJECT_OPTIONS_LIMIT = 50;

export class ReviewError extends Refusal {
  constructor(message: string, field?: "projectId") {
    super(message, "invalid", field);
  }
}

const notFound = () => new ReviewError(t(reviewAdminMessages).notFound);

/** Newest review first (its own date, then when it was entered), matching the list's indexes. */
const newestReviewFirst: SQL[] = [sql`${reviews.reviewDate} desc nulls last`, sql`${reviews.createdAt} desc nulls last`, desc(reviews.id)];

function listWhere({ q, filter }: Pick<ReviewsQuery, "q" | "filter">): SQL | undefined {
  const status = REVIEW_FILTERS[filter];
  return and(status ? eq(reviews.status, status) : undefined, foldedTextMatches(reviews.adminSearch, q));
}

/** One page of the back-office list, newest first; the search is on author, town and text, ignoring case and accents. */
export async function listReviewsPage(db: Queryable, query: ReviewsQuery): Promise<Page<ReviewListRow>> {
  const where = listWhere(query);
  return readPage(
    query.page,
    REVIEWS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(reviews).where(where))[0].n,
    (limit, offset) =>
      db
        .select({ review: reviews, projectTitle: projects.title })
        .from(reviews)
        .leftJoin(projects, eq(projects.id, reviews.projectId))
        .where(where)
        .orderBy(...newestReviewFirst)
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map(({ review, projectTitle }) => ({ ...review, projectTitle }))),
  );
}

/** How many reviews each status holds (for the filter's counts), within the search; one grouped count. */
export async function countReviewsByStatus(db: Queryable, q: string): Promise<Record<ReviewStatus, number>> {
  const rows = await db.select({ status: reviews.status, n: count() }).from(reviews).where(foldedTextMatches(reviews.adminSearch, q)).groupBy(reviews.status);
  const counts = Object.fromEntries(REVIEW_STATUSES.map((s) => [s, 0])) as Record<ReviewStatus, number>;
  for (const row of rows) counts[row.status] = row.n;
  return counts;
}

export async function findReview(db: Queryable, id: string, { lock = false } = {}): Promise<Review | null> {
  const query = db.select().from(reviews).where(eq(reviews.id, id));
  const [row] = lock ? await query.for("update") : await query;
  return row ?? null;
}

/** Projects whose title, category or town contains `q` (the newest when empty), at most PROJECT_OPTIONS_LIMIT. */
export async function findProjectOptions(db: Queryable, q: string): Promise<ProjectOption[]> {
  return db
    .select({ id: projects.id, title: projects.title })
    .from(projects)
    .where(foldedTextMatches(projects.adminSearch, q))
    .orderBy(sql`${projects.createdAt} desc nulls last`, desc(projects.id))
    .limit(PROJECT_OPTIONS_LIMIT);
}

export async function findProjectOption(db: Queryable, id: string): Promise<ProjectOption | null> {
  const [row] = await db.select({ id: projects.id, title: projects.title }).from(projects).where(eq(projects.id, id));
  return row ?? null;
}

/** A project deleted between the form and the save reads as a refusal under the project field. */
function rethrow(err: unknown): never {
  const info = pgError(err);
  if (info?.code === PG.foreignKeyViolation && info.constraint === "reviews_project_id_projects_id_fk")
    throw new ReviewError(t(reviewValidationMessages).projectGone, "projectId");
  throw err;
}

async function assertProject(db: Queryable, projectId: string | null): Promise<void> {
  if (projectId && !(await findProjectOption(db, projectId))) throw new ReviewError(t(reviewValidationMessages).projectGone, "projectId");
}

export async function createReview(db: Queryable, input: ReviewInput): Promise<Review> {
  await assertProject(db, input.projectId);
  const [row] = await db.insert(reviews).values(input).returning().catch(rethrow);
  return row;
}

export async function updateReview(db: Queryable, id: string, input: ReviewUpdate): Promise<{ before: Review; review: Review }> {
  const before = await findReview(db, id, { lock: true });
  if (!before) throw notFound();
  await assertProject(db, input.projectId);
  const [review] = await db
    .update(reviews)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(reviews.id, id))
    .returning()
    .catch(rethrow);
  return { before, review };
}

export async function setReviewStatus(db: Queryable, id: string, status: ReviewStatus): Promise<{ before: ReviewStatus; review: Review }> {
  const current = await findReview(db, id, { lock: true });
  if (!current) throw notFound();
  const [review] = await db.update(reviews).set({ status, updatedAt: new Date() }).where(eq(reviews.id, id)).returning();
  return { before: current.status, review };
}

/** Writes (or, when empty, removes) the company's reply; its date is the moment it last changed. */
export async function replyToReview(db: Queryable, id: string, reply: string | null): Promise<Review> {
  const current = await findReview(db, id, { lock: true });
  if (!current) throw notFound();
  if (current.reply === reply) return current;
  const now = new Date();
  const [review] = await db
    .update(reviews)
    .set({ reply, repliedAt: reply ? now : null, updatedAt: now })
    .where(eq(reviews.id, id))
    .returning();
  return review;
}

export async function deleteReview(db: Queryable, id: string): Promise<Review> {
  const [row] = await db.delete(reviews).where(eq(reviews.id, id)).returning();
  if (!row) throw notFound();
  return row;
}
