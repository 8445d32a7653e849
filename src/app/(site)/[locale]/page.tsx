import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { connection } from "next/server";
import { listActiveAboutImages, localizeAboutImages } from "@/about/queries";
import { listCategoryFilters } from "@/categories/queries";
import { listHeroSlides, localizeHeroSlides } from "@/hero/queries";
import { AboutCarousel } from "@/landing/components/about-carousel";
import { ContactSection } from "@/landing/components/contact-section";
import { HeroSlideshow } from "@/landing/components/hero-slideshow";
import { ProjectsSection } from "@/landing/components/projects-section";
import { loadLandingProjects } from "@/landing/load-projects";
import { preloadLcpImage } from "@/media/preload-lcp-image";
import { landingHref, parseCategory, parsePage } from "@/landing/paging";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, type PublicLocale } from "@/i18n/locales";
import { carouselLabels } from "@/landing/carousel-labels";
import { landingMessages } from "@/landing/messages";
import { quoteHref } from "@/leads/quote/links";
import { siteMessages } from "@/messages/site";
import { listPublishedProjectsPage } from "@/projects/queries";
import { LandingReviews } from "@/reviews/components/reviews-section";
import { countPublishedReviews, listLandingReviews, structuredDataRating } from "@/reviews/queries";
import { landingJsonLd } from "@/seo/json-ld";
import { JsonLd } from "@/seo/json-ld-script";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings, localizeSettings } from "@/settings/queries";

const ABOUT_INTERVAL_MS = 5000;

/** The company name and description come from the settings, so a rename reaches search results and cards. */
export async function generateMetadata({ params }: Pick<Props, "params">): Promise<Metadata> {
  await connection();
  const locale = pageLocale((await params).locale);
  const settings = localizeSettings(await getPublicSettings(), locale);
  return pageMetadata({
    title: `${settings.companyName} | ${messagesFor(landingMessages, locale).metaTitle}`,
    description: settings.companyDescription,
    path: "/",
    locale,
    siteName: settings.companyName,
  });
}

type Props = {
  params: Promise<{ locale: string }>;
  searchParams: Promise<{ categoria?: string | string[]; pagina?: string | string[] }>;
};

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

export default async function LandingPage({ params, searchParams }: Props) {
  await connection();
  const locale = pageLocale((await params).locale);
  const m = messagesFor(siteMessages, locale);
  const { categoria, pagina } = await searchParams;
  const position = { categoria: parseCategory(categoria), pagina: parsePage(pagina) };
  // Cached in every language alike; the texts are picked for this page's language here.
  const [settings, slides, about, projects, reviews, reviewCount] = await Promise.all([
    getPublicSettings().then((s) => localizeSettings(s, locale)),
    listHeroSlides().then((s) => localizeHeroSlides(s, locale)),
    listActiveAboutImages().then((a) => localizeAboutImages(a, locale)),
    loadLandingProjects(position, { categories: listCategoryFilters, page: listPublishedProjectsPage }, locale),
    listLandingReviews(),
    countPublishedReviews(),
  ]);
  const rating = await structuredDataRating(settings.ratingSource);
  // A category that does not exist, or a page past the last, is sent to the page that does (a
  // stale link still lands on projects): only real filters and pages are ever kept by the page
  // cache, so made-up query strings cannot fill it.
  const real = { categoria: projects.active?.slug ?? null, pagina: projects.page };
  if (!projects.failed && (real.categoria !== position.categoria || real.pagina !== position.pagina)) redirect(landingHref(locale, real));
  // The first slide is the LCP image; the slideshow is a client component, so it is announced here.
  const lcpImage = slides[0]?.image;
  if (lcpImage) preloadLcpImage(lcpImage, "100vw", "portrait");

  return (
    <main>
      <JsonLd data={landingJsonLd(settings, locale, rating)} />
      <HeroSlideshow
        slides={slides}
        labels={carouselLabels(locale, "hero", slides.length)}
        actions={{ requestQuote: m.requestQuote, viewProjects: m.viewProjects, quoteHref: quoteHref(locale) }}
      />

      {/* pb-20 below lg: scrolled just into view, the figures end above the floating chat button
          (76 px from the bottom of the screen, on their right-hand column), not under it. */}
      <section aria-label={m.statsLabel} className="border-b bg-background">
        <dl data-reveal-stagger className="mx-auto grid max-w-5xl grid-cols-3 gap-4 px-4 pb-20 pt-10 text-center lg:pb-10">
          {m.stats.map((s) => (
            <div key={s.label} data-reveal className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{s.label}</dt>
              <dd className="text-3xl font-bold text-primary sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-16 py-20">
        <div data-reveal-stagger className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div data-reveal>
            <h2 id="about-title" className="text-3xl font-bold sm:text-4xl">
              {m.aboutTitle}
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{settings.companyDescription}</p>
            <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-2">
              {settings.servicesList.map((s) => (
                <li key={s} className="flex items-center gap-2">
                  <span className="size-2 rounded-full bg-primary" aria-hidden />
                  {s}
                </li>
              ))}
            </ul>
          </div>
          <div data-reveal>
            <AboutCarousel images={about} labels={carouselLabels(locale, "about", about.length)} intervalMs={ABOUT_INTERVAL_MS} />
          </div>
        </div>
      </section>

      <ProjectsSection data={projects} locale={locale} />

      {/* After the work it speaks of, before the contact form it leads to (docs/decisions/0027). */}
      <LandingReviews reviews={reviews} count={reviewCount} company={settings.companyName} locale={locale} />

      <ContactSection settings={settings} locale={locale} />
    </main>
  );
}
