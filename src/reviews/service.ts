import "server-only";
import { and, count, desc, eq, getTableColumns, gt, isNull, sql, type SQL } from "drizzle-orm";
import { foldedTextMatches, newestFirst, readPage, type Page } from "@/admin/list-query";
import type { Db, Queryable } from "@/db/client";
import { PG, pgError } from "@/db/errors";
import { auditLog, projects, reviewRequests, reviews, REVIEW_STATUSES, type ReviewStatus } from "@/db/schema";
import { readEnv } from "@/env";
import { localizedIssues } from "@/i18n/zod-issues";
import { logFailure } from "@/lib/failure-log";
import { normalizeInput } from "@/lib/normalize-text";
import { consumeRateLimit } from "@/platform/rate-limit";
import { Refusal } from "@/lib/refusal";
import { t } from "@/i18n/current";
import { reviewAdminMessages, reviewValidationMessages } from "./admin/messages";
import { REVIEW_FILTERS, REVIEW_REQUESTS_PAGE_SIZE, REVIEWS_PAGE_SIZE, type ReviewsQuery } from "./list";
import { reviewFormMessages } from "./messages";
import { hashLinkToken, isWellFormedLinkToken, newLinkToken } from "@/lib/link-token";
import { requestExpiry, requestState, type RequestState } from "./request-token";
import { companyToday, customerReviewSchema, type ReviewInput, type ReviewRequestInput, type ReviewUpdate } from "./validation";

export type Review = typeof reviews.$inferSelect;
/** A row of the back-office list: the review and its project's title, when it has one. */
export type ReviewListRow = Review & { projectTitle: string | null };
export type ProjectOption = { id: string; title: string };

/** At most this many projects in the form's project list: a search narrows 5,000 down, no list holds them all. */
export const PROJECT_OPTIONS_LIMIT = 50;

export class ReviewError extends Refusal {
  constructor(message: string, field?: "projectId" | "text") {
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
    .where(and(isNull(projects.draftOf), foldedTextMatches(projects.adminSearch, q)))
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
  // The public notice says reviews are published as their authors wrote them.
  if ((input.text !== before.text || input.rating !== before.rating) && (await findRequestOfReview(db, id)))
    throw new ReviewError(t(reviewValidationMessages).customerWords, "text");
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

/* ---------------------------------------------------------------- review request links */

export type ReviewRequest = typeof reviewRequests.$inferSelect;
/** A row of the request links' list: never the hash (nothing on a page needs it). */
export type ReviewRequestRow = Omit<ReviewRequest, "tokenHash"> & { projectTitle: string | null; state: RequestState };

export class ReviewRequestError extends Refusal {
  constructor(message: string) {
    super(message, "invalid");
  }
}

/** A new link for one customer; the token is returned to be shown once and is never stored. */
export async function createReviewRequest(
  db: Queryable,
  input: ReviewRequestInput,
  createdBy: string | null,
  now = new Date(),
): Promise<{ request: ReviewRequest; token: string }> {
  await assertProject(db, input.projectId);
  const { token, hash } = newLinkToken();
  const [request] = await db
    .insert(reviewRequests)
    .values({ ...input, tokenHash: hash, createdBy, createdAt: now, expiresAt: requestExpiry(now) })
    .returning()
    .catch(rethrow);
  return { request, token };
}

/** One page of the links, newest first (the index on created_at, id). */
export async function listReviewRequestsPage(db: Queryable, page: number, now = new Date()): Promise<Page<ReviewRequestRow>> {
  const { tokenHash: _hash, ...columns } = getTableColumns(reviewRequests);
  return readPage(
    page,
    REVIEW_REQUESTS_PAGE_SIZE,
    async () => (await db.select({ n: count() }).from(reviewRequests))[0].n,
    (limit, offset) =>
      db
        .select({ ...columns, projectTitle: projects.title })
        .from(reviewRequests)
        .leftJoin(projects, eq(projects.id, reviewRequests.projectId))
        .orderBy(...newestFirst(reviewRequests.createdAt, reviewRequests.id))
        .limit(limit)
        .offset(offset)
        .then((rows) => rows.map((row) => ({ ...row, state: requestState(row, now) }))),
  );
}

/** "Revocar": only a link still open can be revoked; a used one keeps its review, a revoked one its date. */
export async function revokeReviewRequest(db: Queryable, id: string): Promise<ReviewRequest> {
  const [row] = await db
    .update(reviewRequests)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(reviewRequests.id, id), isNull(reviewRequests.usedAt), isNull(reviewRequests.revokedAt)))
    .returning();
  if (row) return row;
  const [exists] = await db.select({ id: reviewRequests.id }).from(reviewRequests).where(eq(reviewRequests.id, id));
  throw new ReviewRequestError(exists ? t(reviewAdminMessages).requests.closed : t(reviewAdminMessages).requests.notFound);
}

/** The link a token opens, with what it is now; null for a token no link has (unknown or forged alike). */
export async function findReviewRequestByToken(db: Queryable, token: unknown, now = new Date()): Promise<(ReviewRequest & { state: RequestState }) | null> {
  if (!isWellFormedLinkToken(token)) return null;
  const [row] = await db
    .select()
    .from(reviewRequests)
    .where(eq(reviewRequests.tokenHash, hashLinkToken(token)));
  return row ? { ...row, state: requestState(row, now) } : null;
}

/** The link a review came through, for the staff's edit page; null for a review entered by hand. */
export async function findRequestOfReview(db: Queryable, reviewId: string): Promise<Pick<ReviewRequest, "id" | "customerName" | "createdAt"> | null> {
  const [row] = await db
    .select({ id: reviewRequests.id, customerName: reviewRequests.customerName, createdAt: reviewRequests.createdAt })
    .from(reviewRequests)
    .where(eq(reviewRequests.reviewId, reviewId))
    .limit(1);
  return row ?? null;
}

/** Why a link cannot take a review: unknown and forged read the same. */
export type ClosedLink = "invalid" | Exclude<RequestState, "waiting">;

/** A refusal always says why in `error`; a closed link also says which way it is closed. */
export type CustomerReviewResult =
  { ok: true } | { ok: false; closed: ClosedLink; error: string } | { ok: false; closed?: undefined; error: string; fieldErrors?: Record<string, string> };

const closedLink = (closed: ClosedLink) => ({ ok: false as const, closed, error: t(reviewFormMessages).states[closed].title });

const REVIEW_WINDOW_MS = 10 * 60 * 1000;

/**
 * A customer's review through a request link: text normalised, honeypot, validation, per-client
 * rate limit (shared by every instance, an IPv6 client as its /64), then one transaction: the
 * link is spent by a single UPDATE that only an open link passes (so two posts of one token
 * cannot both pass), the review is stored pending with the link's project and today's date,
 * the link records it, and the activity feed hears of it as of any new review.
 */
export async function acceptCustomerReview(db: Db, token: unknown, input: unknown, clientKey: string): Promise<CustomerReviewResult> {
  const m = t(reviewFormMessages);
  const raw = normalizeInput((input && typeof input === "object" ? input : {}) as Record<string, unknown>);
  // Bots fill every field; people never see this one. Pretend success, store nothing, spend nothing.
  if (typeof raw.website === "string" && raw.website.trim() !== "") return { ok: true };
  if (!isWellFormedLinkToken(token)) return closedLink("invalid");

  const parsed = customerReviewSchema.safeParse(raw, { error: localizedIssues });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
    return { ok: false, error: Object.values(fieldErrors)[0] ?? m.errorRetry, fieldErrors };
  }

  try {
    const { allowed } = await consumeRateLimit(`review:${clientKey}`, readEnv("REVIEW_RATE_LIMIT"), REVIEW_WINDOW_MS, db);
    if (!allowed) return { ok: false, error: m.rateLimited };
  } catch (err) {
    logFailure("error", "[reviews] could not check the rate limit", err);
    return { ok: false, error: m.errorRetry };
  }

  const hash = hashLinkToken(token);
  try {
    const stored = await db.transaction(async (tx) => {
      const [request] = await tx
        .update(reviewRequests)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(reviewRequests.tokenHash, hash), isNull(reviewRequests.usedAt), isNull(reviewRequests.revokedAt), gt(reviewRequests.expiresAt, sql`now()`)),
        )
        .returning();
      if (!request) return null;
      const [review] = await tx
        .insert(reviews)
        .values({ ...parsed.data, projectId: request.projectId, reviewDate: companyToday(), source: "direct", status: "pending" })
        .returning();
      await tx.update(reviewRequests).set({ reviewId: review.id }).where(eq(reviewRequests.id, request.id));
      await tx.insert(auditLog).values({
        userId: null,
        action: "review.create",
        entity: "review",
        entityId: review.id,
        details: { rating: review.rating, source: review.source, status: review.status, request: request.id },
      });
      return review;
    });
    if (stored) return { ok: true };
  } catch (err) {
    // Not the error itself: a failed query's text carries the customer's whole review.
    logFailure("error", "[reviews] could not store a customer's review", err);
    return { ok: false, error: m.errorRetry };
  }
  // Refused: say why (the link is read again, outside the refused statement).
  const found = await findReviewRequestByToken(db, token);
  return closedLink(!found || found.state === "waiting" ? "invalid" : found.state);
}
