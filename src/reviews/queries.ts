import "server-only";
import { and, desc, eq, sql } from "drizzle-orm";
import { getDb } from "@/db";
import type { Queryable } from "@/db/client";
import { reviews, type RatingSource, type ReviewLanguage } from "@/db/schema";
import { cached, cacheTags } from "@/platform/cache";
import { publicAuthorName, publishedRating, SPEC_RATING, type RatingFigures, type RatingSummary } from "./shown";

/**
 * The newest published reviews the landing page shows, as excerpts (EXCERPT_CHARACTERS); all of
 * them are on the reviews page. Few and short, so the landing page stays within its first round
 * trip (docs/decisions/0030-landing-reviews-teaser.md).
 */
export const LANDING_REVIEWS_LIMIT = 3;
/** Reviews per page of the reviews page (`/opiniones`). */
export const REVIEWS_PAGE_SIZE = 12;
/** The newest published reviews a project page shows. */
export const PROJECT_REVIEWS_LIMIT = 6;

/** A published review as the public pages show it: the author's first name, never the whole name. */
export type PublicReview = {
  id: string;
  author: string;
  town: string;
  rating: number;
  text: string;
  language: ReviewLanguage;
  /** yyyy-MM-dd, the day the customer wrote it. */
  date: string;
  reply: string | null;
};

const published = eq(reviews.status, "published");

/**
 * The newest published reviews, of one project or of all: `status = 'published'` is the partial
 * indexes' predicate (`reviews_published_date_idx`, `reviews_published_project_idx`) and the order
 * is theirs, so the read walks the index from the newest date and stops at `limit`, however many
 * reviews exist. A tie-break on another column would make the planner read every published review
 * and sort them (measured); reviews of the same day come in the index's order.
 */
export function publishedReviewsQuery(db: Queryable, limit: number, projectId?: string, offset = 0) {
  return db
    .select({
      id: reviews.id,
      authorName: reviews.authorName,
      town: reviews.town,
      rating: reviews.rating,
      text: reviews.text,
      language: reviews.language,
      date: reviews.reviewDate,
      reply: reviews.reply,
    })
    .from(reviews)
    .where(projectId === undefined ? published : and(published, eq(reviews.projectId, projectId)))
    .orderBy(sql`${reviews.reviewDate} desc nulls last`, sql`${reviews.createdAt} desc nulls last`, desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

async function readPublished(limit: number, projectId?: string, offset = 0): Promise<PublicReview[]> {
  const rows = await publishedReviewsQuery(await getDb(), limit, projectId, offset);
  return rows.map(({ authorName, ...row }) => ({ ...row, author: publicAuthorName(authorName) }));
}

/** The landing page's reviews, newest first; every language reads the same list. */
export const listLandingReviews = cached("landing-reviews", [cacheTags.reviews], () => readPublished(LANDING_REVIEWS_LIMIT));

/**
 * A project's published reviews, newest first. Kept per project id under the one `reviews` tag: a
 * review moved from one project to another drops both lists at once.
 */
export const listProjectReviews = cached("project-reviews", [cacheTags.reviews], (projectId: string) => readPublished(PROJECT_REVIEWS_LIMIT, projectId));

/** Sum and count of the published ratings: one aggregate over the same partial index's rows. */
export async function readRatingSummary(db: Queryable): Promise<RatingSummary> {
  const [row] = await db
    .select({ ratingSum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`, reviewCount: sql<number>`count(*)::int` })
    .from(reviews)
    .where(published);
  return { ratingSum: Number(row?.ratingSum ?? 0), reviewCount: Number(row?.reviewCount ?? 0) };
}

// The summary is kept, not the rating: with no reviews the rating is null, which the cache would not keep.
const cachedRatingSummary = cached("published-rating", [cacheTags.reviews], async () => readRatingSummary(await getDb()));

/** How many reviews are published (the landing page's link to all of them). */
export const countPublishedReviews = async (): Promise<number> => (await cachedRatingSummary()).reviewCount;

/** One page of the reviews page: its reviews, and where it stands among all published ones. */
export type ReviewsPage = { reviews: PublicReview[]; page: number; pageCount: number; summary: RatingSummary };

// Keyed on a page that exists: a made-up page number is answered as the last, never kept apart.
const cachedReviewsAt = cached("reviews-page", [cacheTags.reviews], (page: number) =>
  readPublished(REVIEWS_PAGE_SIZE, undefined, (page - 1) * REVIEWS_PAGE_SIZE),
);

/**
 * Page `requested` of the published reviews, newest first, REVIEWS_PAGE_SIZE at a time; a page
 * past the last is answered as the last (the route sends the visitor there). The offset walks the
 * partial index: page 400 of 5,000 reviews reads 4,800 index entries and 12 rows.
 */
export async function listReviewsPage(requested: number): Promise<ReviewsPage> {
  const summary = await cachedRatingSummary();
  const pageCount = Math.max(1, Math.ceil(summary.reviewCount / REVIEWS_PAGE_SIZE));
  const page = Math.min(Math.max(1, requested), pageCount);
  return { reviews: summary.reviewCount ? await cachedReviewsAt(page) : [], page, pageCount, summary };
}

/**
 * The AggregateRating the landing page publishes: the spec's fixed figure, or, when the settings
 * say so, the published reviews' (null, and no rating published, while there are none).
 */
export async function structuredDataRating(source: RatingSource): Promise<RatingFigures | null> {
  return source === "reviews" ? publishedRating(await cachedRatingSummary()) : SPEC_RATING;
}
