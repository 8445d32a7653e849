import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { formatDate } from "@/lib/dates";
import { reviewMessages, type ReviewMessages } from "../messages";
import type { PublicReview } from "../queries";
import { excerpt, writtenInLabel } from "../shown";

type Props = {
  reviews: PublicReview[];
  /** Who signs the replies. */
  company: string;
  locale: PublicLocale;
  /** Each text cut to an excerpt, without the reply (the landing page: the reviews page has them whole). */
  excerpts?: boolean;
};

/** Reviews as cards in a grid of up to three columns: plain server-rendered HTML, no controller. */
export function ReviewList({ reviews, company, locale, excerpts = false }: Props) {
  const m = messagesFor(reviewMessages, locale);
  return (
    <ul data-reveal-stagger className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} company={company} locale={locale} m={m} excerpts={excerpts} />
      ))}
    </ul>
  );
}

type CardProps = { review: PublicReview; company: string; locale: PublicLocale; m: ReviewMessages; excerpts: boolean };

/**
 * One review: stars read as "n de 5" (the characters are decoration), the text in its own
 * language (`lang`, so it is read and hyphenated as written) and marked when that is not the
 * page's, the first name, town and date, and the company's reply, taken to be in the review's
 * language: the company answers a customer in the customer's.
 */
function ReviewCard({ review: r, company, locale, m, excerpts }: CardProps) {
  const label = writtenInLabel(r.language, locale, m.writtenIn);
  return (
    <li data-reveal className="flex flex-col rounded-xl border bg-background p-6 shadow-sm">
      <p className="text-lg leading-none text-primary">
        <span className="sr-only">{m.rating(r.rating)}</span>
        <span aria-hidden="true">
          {"★".repeat(r.rating)}
          {r.rating < 5 && <span className="text-muted-foreground/40">{"★".repeat(5 - r.rating)}</span>}
        </span>
      </p>
      <blockquote lang={r.language} className="mt-4 flex-1 whitespace-pre-line">
        {excerpts ? excerpt(r.text) : r.text}
      </blockquote>
      {label && <p className="mt-2 text-xs text-muted-foreground">{label}</p>}
      <p className="mt-4 text-sm text-muted-foreground">
        <b className="text-foreground">{r.author}</b>
        {`, ${r.town} · `}
        <time dateTime={r.date}>{formatDate(r.date)}</time>
      </p>
      {r.reply && !excerpts && (
        <div className="mt-4 border-l-2 border-primary/40 pl-3 text-sm">
          <p className="font-semibold">{m.replyFrom(company)}</p>
          <p lang={r.language} className="mt-1 whitespace-pre-line text-muted-foreground">
            {r.reply}
          </p>
        </div>
      )}
    </li>
  );
}
