import { messagesFor } from "@/i18n/catalogue";
import { INTL_LOCALE, localizedPath, type PublicLocale } from "@/i18n/locales";
import { siteUrl } from "@/platform/site-url";
import { structuredDataMessages } from "./messages";
import type { ProjectDetailDto } from "@/projects/types";
import type { PublicSettings } from "@/settings/queries";
import { SPEC_RATING, type RatingFigures } from "@/reviews/shown";

/** The spec's static business facts (§1): published as structured data only. */
export const BUSINESS_FACTS = {
  foundingDate: "2009",
  employees: { minValue: 10, maxValue: 50 },
  experienceYears: 15,
  openingHours: [
    { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { dayOfWeek: ["Saturday"], opens: "09:00", closes: "14:00" },
  ],
  currency: "EUR",
  paymentAccepted: "Cash, Credit Card, Bank Transfer",
  serviceRadiusKm: 50,
  /** The default AggregateRating; the settings may publish the published reviews' instead (reviews/queries.ts). */
  rating: SPEC_RATING,
} as const;

const sameAs = (s: PublicSettings) => [s.facebookUrl, s.instagramUrl, s.linkedinUrl].filter((u): u is string => Boolean(u));

/**
 * The landing page's graph. `rating` is what the settings chose to publish (the spec's fixed
 * figure or the published reviews'); null leaves AggregateRating out, never a rating of 0.
 */
export function landingJsonLd(s: PublicSettings, locale: PublicLocale, rating: RatingFigures | null = BUSINESS_FACTS.rating) {
  const origin = siteUrl();
  const m = messagesFor(structuredDataMessages, locale);
  const home = new URL(localizedPath(locale, "/"), origin).toString();
  const orgId = `${origin}/#organization`;
  // Contact fields the settings leave empty are omitted, never invented.
  const address = { "@type": "PostalAddress", ...(s.address ? { streetAddress: s.address } : {}), addressRegion: "Galicia", addressCountry: "ES" };
  const contact = { ...(s.email ? { email: s.email } : {}), ...(s.phoneNumber ? { telephone: s.phoneNumber } : {}) };
  return {
    "@context": "https://schema.org",
    "@graph": [
      {
        "@type": "Organization",
        "@id": orgId,
        name: s.companyName,
        ...(s.legalName ? { legalName: s.legalName } : {}),
        ...(s.taxId ? { taxID: s.taxId } : {}),
        url: origin,
        ...(s.logoUrl ? { logo: new URL(s.logoUrl, origin).toString() } : {}),
        description: s.companyDescription,
        ...contact,
        foundingDate: BUSINESS_FACTS.foundingDate,
        numberOfEmployees: { "@type": "QuantitativeValue", ...BUSINESS_FACTS.employees },
        address,
        sameAs: sameAs(s),
      },
      {
        "@type": ["GeneralContractor", "LocalBusiness"],
        "@id": `${origin}/#business`,
        name: s.companyName,
        url: origin,
        description: `${s.companyDescription} ${m.experience(BUSINESS_FACTS.experienceYears)}`,
        ...contact,
        address,
        areaServed: {
          "@type": "GeoCircle",
          geoMidpoint: { "@type": "GeoCoordinates", addressRegion: "Galicia" },
          geoRadius: BUSINESS_FACTS.serviceRadiusKm * 1000,
        },
        openingHoursSpecification: BUSINESS_FACTS.openingHours.map((h) => ({ "@type": "OpeningHoursSpecification", ...h })),
        currenciesAccepted: BUSINESS_FACTS.currency,
        paymentAccepted: BUSINESS_FACTS.paymentAccepted,
        priceRange: "€€",
        ...(rating ? { aggregateRating: { "@type": "AggregateRating", ...rating, bestRating: 5 } } : {}),
        parentOrganization: { "@id": orgId },
      },
      {
        "@type": "WebSite",
        "@id": `${origin}/#website`,
        url: home,
        name: s.companyName,
        inLanguage: INTL_LOCALE[locale],
        publisher: { "@id": orgId },
        potentialAction: {
          "@type": "SearchAction",
          target: { "@type": "EntryPoint", urlTemplate: `${origin}${localizedPath(locale, "/buscar")}?q={search_term_string}` },
          "query-input": "required name=search_term_string",
        },
      },
      {
        "@type": "Service",
        "@id": `${origin}/#service`,
        serviceType: m.serviceType,
        name: m.serviceName,
        provider: { "@id": `${origin}/#business` },
        areaServed: { "@type": "State", name: "Galicia" },
        hasOfferCatalog: {
          "@type": "OfferCatalog",
          name: m.catalogue,
          itemListElement: s.servicesList.map((name) => ({ "@type": "Offer", itemOffered: { "@type": "Service", name } })),
        },
      },
    ],
  };
}

export function projectJsonLd(p: ProjectDetailDto, s: PublicSettings, locale: PublicLocale) {
  const origin = siteUrl();
  const url = `${origin}${localizedPath(locale, `/projeto/${p.slug}`)}`;
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${url}#work`,
    name: p.title,
    headline: p.metaTitle || p.title,
    description: p.metaDescription || p.shortDescription || p.description || undefined,
    url,
    inLanguage: INTL_LOCALE[locale],
    ...(p.cover ? { image: new URL(p.cover.url, origin).toString() } : {}),
    ...(p.completionDate ? { dateCreated: p.completionDate } : {}),
    dateModified: p.updatedAt,
    ...(p.location ? { locationCreated: { "@type": "Place", name: p.location } } : {}),
    ...(p.category ? { genre: p.category } : {}),
    keywords: p.keywords.join(", ") || undefined,
    creator: { "@type": "Organization", name: s.companyName, url: origin },
  };
}
