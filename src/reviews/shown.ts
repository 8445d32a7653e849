import type { ReviewLanguage } from "@/db/schema";

/* What the public pages show of reviews, as pure functions. */

/** The figures an AggregateRating publishes: the average out of 5 and how many reviews it stands on. */
export type RatingFigures = { ratingValue: number; reviewCount: number };

/** What the published reviews add up to, as one aggregate query reads it. */
export type RatingSummary = { ratingSum: number; reviewCount: number };

/** The spec's fixed figure (public-site §1): the default until the company chooses its reviews. */
export const SPEC_RATING: RatingFigures = { ratingValue: 4.8, reviewCount: 127 };

/**
 * The published reviews' rating: their average rounded to one decimal (half up), and their count.
 * None published is no rating at all (null), never a rating of 0.
 */
export function publishedRating({ ratingSum, reviewCount }: RatingSummary): RatingFigures | null {
  if (!Number.isSafeInteger(reviewCount) || reviewCount <= 0 || !Number.isFinite(ratingSum)) return null;
  return { ratingValue: Math.round((ratingSum * 10) / reviewCount) / 10, reviewCount };
}

/**
 * The "written in …" mark of a review shown on a page in another language: the review's language
 * named in the page's (`names` is the page's catalogue); null when both are the same.
 */
export function writtenInLabel(review: ReviewLanguage, page: string, names: Record<ReviewLanguage, string>): string | null {
  return review === page ? null : names[review];
}

/**
 * What the public pages show of the author: the first name only (a surname with a town and a
 * date would say who the customer is to anyone).
 */
export function publicAuthorName(authorName: string): string {
  return authorName.trim().split(/\s+/u)[0] ?? "";
}

/** How long a review's text is on the landing page: about two lines of a card on a phone. */
export const EXCERPT_CHARACTERS = 160;

/**
 * The first `max` characters of a review, cut after a whole word and ended with "…" when cut
 * (the reviews page shows it whole). Line breaks become spaces: an excerpt is one paragraph.
 */
export function excerpt(text: string, max = EXCERPT_CHARACTERS): string {
  const flat = text.replace(/\s+/gu, " ").trim();
  // By code points, so a cut never splits an emoji or any other pair.
  const points = Array.from(flat);
  if (points.length <= max) return flat;
  const cut = points.slice(0, max).join("");
  const lastSpace = cut.lastIndexOf(" ");
  // A single word longer than the excerpt is cut where it must be.
  const words = lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s,;:.\-–—]+$/u, "")}…`;
}

/** The anchor of the reviews page's notice on how reviews are collected and checked. */
export const REVIEWS_NOTICE_ID = "como-las-recogemos";
