import type { Metadata } from "next";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, localizedHref, localizedPath, type PublicLocale } from "@/i18n/locales";
import { CustomerReviewForm } from "@/reviews/components/customer-review-form.client";
import { reviewFormMessages } from "@/reviews/messages";
import { CLOSED_LINK_PARAM, parseClosedLink, readOpenedReviewLink } from "@/reviews/request-link";
import { getPublicSettings } from "@/settings/queries";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

/**
 * For one customer only: out of every index; a Referer only to this site (`no-referrer` would make
 * the browser post the form with `Origin: null`, refused as a foreign post; the address holds no token).
 */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const locale = pageLocale((await params).locale);
  const settings = await getPublicSettings();
  return {
    title: `${messagesFor(reviewFormMessages, locale).metaTitle} | ${settings.companyName}`,
    robots: { index: false, follow: false },
    referrer: "same-origin",
  };
}

/** The review form a request link leads to; the link's token arrives in its cookie, never in the address. */
export default async function ReviewFormPage({ params, searchParams }: Props) {
  const locale = pageLocale((await params).locale);
  const query = await searchParams;
  const raw = query[CLOSED_LINK_PARAM];
  const closedByParam = parseClosedLink(Array.isArray(raw) ? raw[0] : raw);
  const link = closedByParam ? { closed: closedByParam, customerName: "" } : await readOpenedReviewLink();
  const settings = await getPublicSettings();
  const { share: _share, ...words } = messagesFor(reviewFormMessages, locale);
  return (
    <main className="px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-2xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{words.title}</h1>
        <p className="mt-3 text-muted-foreground">{words.intro}</p>
        <CustomerReviewForm
          words={words}
          closed={link.closed}
          customerName={link.customerName}
          locale={locale}
          homeHref={localizedPath(locale, "/")}
          notice={{ controller: settings.legalName ?? settings.companyName, privacyHref: localizedHref(locale, settings.privacyPolicyUrl) }}
        />
      </div>
    </main>
  );
}
