import { clsx as cn } from "clsx";
import { messagesFor } from "@/i18n/catalogue";
import type { PublicLocale } from "@/i18n/locales";
import { quoteHref } from "@/leads/quote/links";
import { siteMessages } from "@/messages/site";
import { projectMessages } from "@/projects/messages";
import { landingMessages } from "../messages";
import { ProjectCard } from "@/projects/components/project-card";
import type { LandingProjects } from "../load-projects";
import { landingHref } from "../paging";
import { ProjectGrid } from "./project-grid";
import { ProjectsSectionDom } from "./projects-section.dom";

/**
 * The landing page's projects section: the category filter, one page of cards, "Ver más",
 * the empty state and the call-to-action. The filter buttons are links the server
 * understands (`?categoria=…#projects`); with JavaScript (`projects-section.controller.ts`)
 * they change the cards without a reload and without moving the page: the controller fetches
 * the link's own page and swaps in its `data-projects-part`s, so cards are drawn here only.
 */
export function ProjectsSection({ data, locale }: { data: LandingProjects; locale: PublicLocale }) {
  const m = messagesFor(siteMessages, locale);
  const l = messagesFor(landingMessages, locale);
  const card = messagesFor(projectMessages, locale);
  const { projects, page, pageCount, active, failed } = data;
  const categoria = active?.slug ?? null;
  const options = [{ key: "all", name: l.all, slug: null as string | null }, ...data.categories.map((c) => ({ key: c.id, name: c.name, slug: c.slug }))];

  return (
    <section id="projects" {...{ [ProjectsSectionDom.ProjectGrid]: "" }} aria-labelledby="projects-title" className="scroll-mt-16 bg-muted/40 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div data-reveal className="mx-auto mb-10 max-w-2xl text-center">
          <h2 id="projects-title" className="text-3xl font-bold sm:text-4xl">
            {l.projectsTitle}
          </h2>
          <p className="mt-4 text-muted-foreground">{l.projectsIntro}</p>
        </div>
        <div {...{ [ProjectsSectionDom.ProjectsPart]: "alert" }}>
          {failed && (
            <p role="alert" className="mb-8 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-center text-sm">
              {l.projectsFailed}
            </p>
          )}
        </div>
        <div {...{ [ProjectsSectionDom.ProjectsFilter]: "" }} className="mb-10 flex flex-wrap justify-center gap-2" role="group" aria-label={l.filterLabel}>
          {options.map((o) => {
            const current = o.slug === categoria;
            return (
              <a
                key={o.key}
                href={landingHref(locale, { categoria: o.slug, pagina: 1 })}
                aria-current={current ? "true" : undefined}
                className={cn(
                  "rounded-full border px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2",
                  current ? "border-primary bg-primary text-primary-foreground" : "hover:bg-accent",
                )}
              >
                {o.name}
              </a>
            );
          })}
        </div>
        <div {...{ [ProjectsSectionDom.ProjectsPart]: "results" }}>
          {projects.length > 0 ? (
            <ProjectGrid
              categoria={categoria}
              page={page}
              pageCount={pageCount}
              locale={locale}
              labels={{ newer: l.newer, loadMore: l.loadMore, loading: l.loading, pageOf: l.pageOf(page, pageCount) }}
            >
              {projects.map((p) => (
                <li key={p.id} data-reveal>
                  <ProjectCard project={p} locale={locale} viewDetails={card.viewDetails} />
                </li>
              ))}
            </ProjectGrid>
          ) : (
            <p className="py-12 text-center text-muted-foreground">{active ? l.emptyCategory : l.emptyAll}</p>
          )}
        </div>
        {/* "Ver más" announces what it brought here, in the page's language (the plural's two forms). */}
        <p
          {...{ [ProjectsSectionDom.ProjectsStatus]: "", [ProjectsSectionDom.LoadedOne]: l.loaded.one, [ProjectsSectionDom.LoadedOther]: l.loaded.other }}
          className="sr-only"
          aria-live="polite"
        />
        <div className="mt-16 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground">
          <h3 className="text-2xl font-bold">{l.ctaTitle}</h3>
          <p className="mx-auto mt-3 max-w-xl">{l.ctaText}</p>
          <a href={quoteHref(locale)} className="mt-6 inline-flex rounded-md bg-background px-6 py-3 font-semibold text-foreground hover:bg-background/90">
            {m.requestQuote}
          </a>
        </div>
      </div>
    </section>
  );
}
