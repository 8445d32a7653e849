import { ArrowLeft, CalendarCheck, MapPin, MessageCircle } from "@/ui/icons";
import { formatDate } from "@/lib/dates";
import { whatsappLink } from "@/lib/whatsapp";
import { ResponsiveImage } from "@/media/components/responsive-image";
import { preloadLcpImage } from "@/media/preload-lcp-image";
import type { ProjectDetailDto } from "../types";
import { messagesFor } from "@/i18n/catalogue";
import { localizedPath, type PublicLocale } from "@/i18n/locales";
import { quoteHref } from "@/leads/quote/links";
import { projectMessages } from "../messages";

/**
 * 60vh hero under the fixed header: the cover is the page's LCP image (eager, high priority,
 * full width). Plain links only: back, request a quote, ask about the project by chat.
 */
export function ProjectHero({ project, whatsappNumber, locale }: { project: ProjectDetailDto; whatsappNumber: string | null; locale: PublicLocale }) {
  const m = messagesFor(projectMessages, locale);
  const completed = formatDate(project.completionDate);
  const cover = project.cover;
  if (cover) preloadLcpImage(cover, "100vw", "portrait");
  return (
    <section aria-labelledby="project-title" className="relative flex min-h-[max(60vh,440px)] flex-col overflow-hidden bg-stone-900 text-white">
      {project.cover ? (
        <ResponsiveImage
          image={project.cover}
          alt={project.title}
          sizes="100vw"
          artDirection="portrait"
          priority
          blurPreview
          className="absolute inset-0 h-full w-full"
          imgClassName="h-full w-full object-cover"
        />
      ) : (
        <div className="absolute inset-0 bg-gradient-to-br from-stone-800 via-amber-900 to-stone-900" aria-hidden />
      )}
      <div className="absolute inset-0 bg-gradient-to-t from-black/85 via-black/40 to-black/30" aria-hidden />

      <div className="relative z-10 mx-auto flex w-full max-w-7xl flex-1 flex-col gap-8 px-4 pb-8 pt-20 sm:px-6 sm:pb-12">
        {/* A plain link: a full page load, so the landing page's early script (src/site/motion-scripts.ts) scrolls smoothly to the fragment */}
        <a
          href={`${localizedPath(locale, "/")}#projects`}
          className="inline-flex min-h-11 items-center gap-2 self-start rounded-md bg-black/35 px-3 text-sm font-medium backdrop-blur-sm transition-colors hover:bg-black/55 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
        >
          <ArrowLeft className="size-4" aria-hidden />
          {m.backToProjects}
        </a>

        <div className="mt-auto max-w-4xl">
          {project.category && (
            <span className="inline-flex rounded-full bg-primary px-3 py-1 text-xs font-semibold uppercase tracking-wide text-primary-foreground">
              {project.category}
            </span>
          )}
          <h1 id="project-title" className="mt-3 text-3xl font-bold leading-tight text-balance sm:text-4xl lg:text-5xl">
            {project.title}
          </h1>
          {(project.location || completed) && (
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2 text-sm text-stone-100 sm:text-base">
              {project.location && (
                <li className="flex items-center gap-2">
                  <MapPin className="size-4 shrink-0" aria-hidden />
                  <span className="sr-only">{m.location}: </span>
                  {project.location}
                </li>
              )}
              {completed && (
                <li className="flex items-center gap-2">
                  <CalendarCheck className="size-4 shrink-0" aria-hidden />
                  <span>
                    {m.completedOn} <time dateTime={project.completionDate!}>{completed}</time>
                  </span>
                </li>
              )}
            </ul>
          )}
          <div className="mt-6 flex flex-wrap gap-3">
            {/* The quote request page, told which project the visitor asks about (its slug: public, not personal). */}
            <a
              href={quoteHref(locale, project.slug)}
              className="inline-flex min-h-11 items-center justify-center rounded-md bg-primary px-5 text-sm font-semibold text-primary-foreground shadow transition-colors hover:bg-primary/90 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white focus-visible:ring-offset-2 focus-visible:ring-offset-black"
            >
              {m.requestQuote}
            </a>
            {/* No WhatsApp number in the settings: no chat link (the spec's default number would be invented). */}
            {whatsappNumber && (
              <a
                href={whatsappLink(whatsappNumber, m.askAboutProjectText(project.title))}
                target="_blank"
                rel="noopener noreferrer"
                data-count="project-question"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md border border-white/60 bg-white/10 px-5 text-sm font-semibold text-white backdrop-blur-sm transition-colors hover:bg-white/20 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-white"
              >
                <MessageCircle className="size-4" aria-hidden />
                {m.askAboutProject}
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
