import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { reviewMessages } from "../messages";
import type { PublicReview } from "../queries";
import { REVIEWS_NOTICE_ID } from "../shown";
import { ReviewList } from "./review-list";

type Props = {
  /** The section's anchor; its heading is `<id>-title`. */
  id: string;
  title: string;
  reviews: PublicReview[];
  /** Who signs the replies. */
  company: string;
  locale: PublicLocale;
  className?: string;
};

/**
 * A project's published reviews, whole, then how they are collected and checked. No reviews: no
 * section at all, not an empty heading.
 */
export function ReviewsSection({ id, title, reviews, company, locale, className = "" }: Props) {
  if (!reviews.length) return null;
  const m = messagesFor(reviewMessages, locale);
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`scroll-mt-16 ${className}`}>
      <h2 id={`${id}-title`} className="mb-10 text-center text-3xl font-bold sm:text-4xl">
        {title}
      </h2>
      <ReviewList reviews={reviews} company={company} locale={locale} />
      <p className="mx-auto mt-8 max-w-3xl text-center text-sm text-muted-foreground">{m.notice}</p>
    </section>
  );
}

/**
 * The landing page's reviews: the newest few as excerpts, a link to all of them on the reviews
 * page and one to how they are collected and checked, which that page says in full. Bounded in
 * bytes whatever the customers write (docs/decisions/0030-landing-reviews-teaser.md).
 */
export function LandingReviews({ reviews, count, company, locale }: { reviews: PublicReview[]; count: number; company: string; locale: PublicLocale }) {
  if (!reviews.length) return null;
  const m = messagesFor(reviewMessages, locale);
  const page = localizedPath(locale, "/opiniones");
  return (
    <section id="reviews" aria-labelledby="reviews-title" className="mx-auto max-w-7xl scroll-mt-16 px-4 py-20 sm:px-6">
      <h2 id="reviews-title" className="mb-10 text-center text-3xl font-bold sm:text-4xl">
        {m.landingTitle}
      </h2>
      <ReviewList reviews={reviews} company={company} locale={locale} excerpts />
      <p className="mt-8 text-center">
        <a href={page} className="inline-flex h-11 items-center rounded-md border bg-background px-8 text-sm font-semibold hover:bg-accent">
          {m.allReviews(formatNumber(locale, count))}
        </a>
      </p>
      <p className="mt-4 text-center text-sm">
        <a href={`${page}#${REVIEWS_NOTICE_ID}`} className="text-muted-foreground underline underline-offset-4">
          {m.howWeCollect}
        </a>
      </p>
    </section>
  );
}
