import type { Metadata } from "next";
import { notFound, permanentRedirect } from "next/navigation";
import { connection } from "next/server";
import { safeUrl } from "@/lib/safe-url";
import { SLUG_PATTERN } from "@/lib/slugify";
import { answerWithStatus } from "@/platform/page-status";
import { ProjectNotFound } from "@/projects/components/project-not-found";
import { ProjectPage } from "@/projects/components/project-page";
import { messagesFor } from "@/i18n/catalogue";
import { isPublicLocale, localizedPath, DEFAULT_LOCALE, type PublicLocale } from "@/i18n/locales";
import { projectMessages } from "@/projects/messages";
import { findProjectRedirect, getPublishedProject } from "@/projects/queries";
import { ReviewsSection } from "@/reviews/components/reviews-section";
import { reviewMessages } from "@/reviews/messages";
import { listProjectReviews } from "@/reviews/queries";
import { localizeProject } from "@/projects/localize";
import type { ProjectDetailDto } from "@/projects/types";
import { projectJsonLd } from "@/seo/json-ld";
import { JsonLd } from "@/seo/json-ld-script";
import { languageAlternates, openGraphLocale } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";
import { logFailure } from "@/lib/failure-log";

type Props = { params: Promise<{ slug: string; locale: string }> };

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

/**
 * The project in the visitor's language (the cached read is the same for every language).
 * Unknown, draft and failing reads all end on the not-found screen (spec §2, §8).
 */
async function loadProject(slug: string, locale: PublicLocale): Promise<ProjectDetailDto | null> {
  // A slug that cannot exist is not looked up (nor kept in the read cache).
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
  try {
    const record = await getPublishedProject(slug);
    return record && localizeProject(record, locale);
  } catch (err) {
    logFailure("error", "[projeto] could not load a project", err, { slug });
    return null;
  }
}

/** A former slug of a published project: its current address, answered as a permanent redirect. */
async function movedTo(slug: string): Promise<string | null> {
  if (slug.length > 200 || !SLUG_PATTERN.test(slug)) return null;
  try {
    return await findProjectRedirect(slug);
  } catch (err) {
    logFailure("error", "[projeto] could not look up a former slug", err, { slug });
    return null;
  }
}

const clip = (text: string, max = 160) => (text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await connection();
  const { slug, locale: raw } = await params;
  const locale = pageLocale(raw);
  const [project, settings] = await Promise.all([loadProject(slug, locale), getPublicSettings()]);
  if (!project) return { title: messagesFor(projectMessages, locale).notFoundTitle, robots: { index: false } };

  const title = project.metaTitle || `${project.title} | ${settings.companyName}`;
  const rawDescription = project.metaDescription || project.shortDescription || project.description;
  const description = rawDescription ? clip(rawDescription.replace(/\s+/g, " ").trim()) : undefined;
  const path = `/projeto/${project.slug}`;
  const cover = project.cover && safeUrl(project.cover.url) ? project.cover : null;
  // Relative URLs are made absolute with metadataBase (root layout).
  const images = cover
    ? [{ url: cover.url, ...(cover.width && cover.height ? { width: cover.width, height: cover.height } : {}), alt: project.title }]
    : undefined;

  return {
    title,
    description,
    keywords: project.keywords.length ? project.keywords : undefined,
    alternates: languageAlternates(locale, path),
    openGraph: {
      type: "article",
      url: localizedPath(locale, path),
      title,
      description,
      siteName: settings.companyName,
      locale: openGraphLocale(locale),
      images,
      modifiedTime: project.updatedAt,
    },
    twitter: { card: images ? "summary_large_image" : "summary", title, description, images: images?.map((i) => i.url) },
  };
}

export default async function ProjectRoute({ params }: Props) {
  await connection();
  const { slug, locale: raw } = await params;
  const locale = pageLocale(raw);
  const [project, settings] = await Promise.all([loadProject(slug, locale), getPublicSettings()]);
  if (!project) {
    const current = await movedTo(slug);
    // 308 from Next; src/server/permanent-redirects.ts answers it as the 301 links expect.
    if (current) permanentRedirect(localizedPath(locale, `/projeto/${current}`));
    // Rendered here, not thrown: a thrown notFound() leaves the served HTML blank (page-status.ts).
    if (!answerWithStatus(404)) notFound();
    return <ProjectNotFound locale={locale} />;
  }
  const reviews = await listProjectReviews(project.id);
  return (
    <>
      <JsonLd data={projectJsonLd(project, settings, locale)} />
      <ProjectPage project={project} whatsappNumber={settings.whatsappNumber} locale={locale}>
        <ReviewsSection
          id="reviews"
          title={messagesFor(reviewMessages, locale).projectTitle}
          reviews={reviews}
          company={settings.companyName}
          locale={locale}
          className="mt-16"
        />
      </ProjectPage>
    </>
  );
}
