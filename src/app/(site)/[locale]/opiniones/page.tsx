import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@/i18n/locales";
import { parsePage } from "@/landing/paging";
import { ReviewsPage, reviewsPageHref } from "@/reviews/components/reviews-page";
import { reviewMessages } from "@/reviews/messages";
import { listReviewsPage } from "@/reviews/queries";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings, localizeSettings } from "@/settings/queries";

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ pagina?: string | string[] }>;
};

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await connection();
  const locale = pageLocale((await params).locale);
  const page = parsePage((await searchParams).pagina);
  const settings = await getPublicSettings();
  const p = messagesFor(reviewMessages, locale).page;
  return pageMetadata({
    title: `${page > 1 ? p.pageTitle(p.metaTitle, page) : p.metaTitle} | ${settings.companyName}`,
    description: p.description,
    path: page > 1 ? `/opiniones?pagina=${page}` : "/opiniones",
    locale,
    siteName: settings.companyName,
  });
}

/** The published reviews, a page at a time (`?pagina=N`); a page past the last sends the visitor to the last. */
export default async function ReviewsRoute({ params, searchParams }: Props) {
  await connection();
  const locale = pageLocale((await params).locale);
  const requested = parsePage((await searchParams).pagina);
  const [settings, data] = await Promise.all([getPublicSettings().then((s) => localizeSettings(s, locale)), listReviewsPage(requested)]);
  if (data.page !== requested) redirect(reviewsPageHref(locale, data.page));
  return <ReviewsPage data={data} company={settings.companyName} locale={locale} />;
}
