import { ArrowLeft } from "@/ui/icons";
import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { legalMessages } from "@/legal/messages";
import { reviewMessages } from "../messages";
import type { ReviewsPage as ReviewsPageData } from "../queries";
import { publishedRating, REVIEWS_NOTICE_ID } from "../shown";
import { ReviewList } from "./review-list";

const pagingClass =
  "inline-flex h-11 items-center justify-center rounded-md border bg-background px-6 text-sm font-semibold hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring";

/** The reviews page at page `n` (1 is the page without the parameter). */
export const reviewsPageHref = (locale: PublicLocale, n: number) => localizedPath(locale, n > 1 ? `/opiniones?pagina=${n}` : "/opiniones");

/**
 * Every published review, newest first, a page at a time: the average and count the visitor can
 * check against the cards (always the published reviews', whatever the structured data says),
 * how reviews are collected and checked, the reviews whole with their replies, and links to the
 * newer and older pages. Plain HTML: paging is a link, no script.
 */
export function ReviewsPage({ data, company, locale }: { data: ReviewsPageData; company: string; locale: PublicLocale }) {
  const m = messagesFor(reviewMessages, locale);
  const p = m.page;
  const rating = publishedRating(data.summary);
  return (
    <main className="px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-7xl">
        <a
          href={localizedPath(locale, "/")}
          className="inline-flex items-center gap-2 rounded-md text-sm font-medium text-muted-foreground hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {messagesFor(legalMessages, locale).backHome}
        </a>
        <header className="mt-6 max-w-3xl">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.landingTitle}</h1>
          <p className="mt-4 text-lg">{rating ? p.average(formatNumber(locale, rating.ratingValue), formatNumber(locale, rating.reviewCount)) : p.empty}</p>
        </header>
        <section
          id={REVIEWS_NOTICE_ID}
          aria-labelledby={`${REVIEWS_NOTICE_ID}-title`}
          className="mt-8 max-w-3xl scroll-mt-24 rounded-xl border bg-muted/40 p-5 sm:p-6"
        >
          <h2 id={`${REVIEWS_NOTICE_ID}-title`} className="font-semibold">
            {p.noticeTitle}
          </h2>
          <p className="mt-2 text-sm leading-6 text-muted-foreground">{m.notice}</p>
        </section>
        {data.reviews.length > 0 && (
          <div className="mt-10">
            <ReviewList reviews={data.reviews} company={company} locale={locale} />
          </div>
        )}
        {data.pageCount > 1 && (
          <nav aria-label={p.pages} className="mt-10 flex flex-wrap items-center justify-center gap-3">
            {data.page > 1 && (
              <a href={reviewsPageHref(locale, data.page - 1)} rel="prev" className={pagingClass}>
                {p.previous}
              </a>
            )}
            <p className="px-2 text-sm text-muted-foreground" aria-current="page">
              {p.pageOf(data.page, data.pageCount)}
            </p>
            {data.page < data.pageCount && (
              <a href={reviewsPageHref(locale, data.page + 1)} rel="next" className={pagingClass}>
                {p.next}
              </a>
            )}
          </nav>
        )}
      </div>
    </main>
  );
}
