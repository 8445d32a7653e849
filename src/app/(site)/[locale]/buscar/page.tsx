import { Search } from "@/ui/icons";
import type { Metadata } from "next";
import { connection } from "next/server";
import { ProjectCard } from "@/projects/components/project-card";
import { parsePage } from "@/landing/paging";
import { localizeCards } from "@/projects/localize";
import { searchPublishedProjects } from "@/projects/queries";
import type { ProjectCardDto } from "@/projects/types";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";
import { buttonVariants } from "@/ui/button";
import { Input } from "@/ui/input";
import { messagesFor } from "@/i18n/catalogue";
import { DEFAULT_LOCALE, isPublicLocale, localizedPath, type PublicLocale } from "@/i18n/locales";
import { projectMessages } from "@/projects/messages";
import { searchMessages } from "@/search/messages";
import { MAX_QUERY_LENGTH, normaliseQuery, SEARCH_PAGE_SIZE, searchHref } from "@/search/query";
import { logFailure } from "@/lib/failure-log";

type Props = { params: Promise<{ locale: string }>; searchParams: Promise<{ q?: string | string[]; pagina?: string | string[] }> };

const pageLocale = (value: string): PublicLocale => (isPublicLocale(value) ? value : DEFAULT_LOCALE);

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  await connection();
  const [{ q: raw }, { locale: rawLocale }, settings] = await Promise.all([searchParams, params, getPublicSettings()]);
  const locale = pageLocale(rawLocale);
  const m = messagesFor(searchMessages, locale);
  const q = normaliseQuery(raw);
  return pageMetadata({
    title: `${q ? m.metaResults(q) : m.metaTitle} | ${settings.companyName}`,
    description: m.description,
    path: "/buscar",
    locale,
    siteName: settings.companyName,
    // Result pages are thin, endless variations: keep them out of the index, follow their links.
    noIndex: Boolean(q),
  });
}

type Results = { projects: ProjectCardDto[]; page: number; pageCount: number; total: number };
const NO_RESULTS: Results = { projects: [], page: 1, pageCount: 1, total: 0 };

/** One page of results in the visitor's language: searched in it, and shown in it. */
async function search(q: string, page: number, locale: PublicLocale): Promise<{ results: Results; failed: boolean }> {
  try {
    let results = await searchPublishedProjects(q, { page, pageSize: SEARCH_PAGE_SIZE, locale });
    // A page past the end (a stale link) shows the last one.
    if (results.projects.length === 0 && results.total > 0) {
      results = await searchPublishedProjects(q, { page: results.pageCount, pageSize: SEARCH_PAGE_SIZE, locale });
    }
    return { results: { ...results, projects: localizeCards(results.projects, locale) }, failed: false };
  } catch (err) {
    // The failed query holds what the visitor searched for: only its summary is logged.
    logFailure("error", "[buscar] search failed", err);
    return { results: NO_RESULTS, failed: true };
  }
}

const linkClass = "font-medium text-primary underline underline-offset-4 hover:no-underline";

export default async function SearchPage({ params, searchParams }: Props) {
  await connection();
  const query = await searchParams;
  const locale = pageLocale((await params).locale);
  const m = messagesFor(searchMessages, locale);
  const projects = `${localizedPath(locale, "/")}#projects`;
  const q = normaliseQuery(query.q);
  const { results, failed } = q ? await search(q, parsePage(query.pagina), locale) : { results: NO_RESULTS, failed: false };
  const { page, pageCount } = results;

  return (
    <main className="px-4 pb-20 pt-24 sm:px-6 sm:pt-28">
      <div className="mx-auto max-w-7xl">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{m.title}</h1>
        <p className="mt-3 max-w-2xl text-muted-foreground">{m.intro}</p>
        <form action={localizedPath(locale, "/buscar")} method="get" role="search" className="mt-6 max-w-2xl">
          <label htmlFor="search-q" className="text-sm font-medium">
            {m.label}
          </label>
          <div className="mt-2 flex gap-2">
            <div className="relative flex-1">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
              <Input
                id="search-q"
                type="search"
                name="q"
                defaultValue={q}
                maxLength={MAX_QUERY_LENGTH}
                placeholder={m.placeholder}
                autoComplete="off"
                enterKeyHint="search"
                className="h-11 pl-9"
              />
            </div>
            <button type="submit" className={buttonVariants({ size: "lg", className: "px-6" })}>
              {m.submit}
            </button>
          </div>
        </form>

        <div className="mt-10 border-t pt-8">
          {!q ? (
            <div className="max-w-2xl rounded-xl border border-dashed p-6 text-muted-foreground sm:p-8">
              <p>{m.prompt}</p>
              <p className="mt-3">
                <a href={projects} className={linkClass}>
                  {m.allProjects}
                </a>
              </p>
            </div>
          ) : failed ? (
            <p role="alert" className="max-w-2xl rounded-md border border-destructive/40 bg-destructive/10 p-4">
              {m.failed}
            </p>
          ) : results.total === 0 ? (
            <div className="max-w-2xl rounded-xl border border-dashed p-6 sm:p-8">
              <p className="font-medium">{m.none(q)}</p>
              <p className="mt-3 text-muted-foreground">
                {m.tryOther}{" "}
                <a href={projects} className={linkClass}>
                  {m.seeAll}
                </a>
                .
              </p>
            </div>
          ) : (
            <>
              <p className="mb-6 font-medium">{m.results(results.total, q)}</p>
              <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {results.projects.map((project) => (
                  <li key={project.id}>
                    <ProjectCard project={project} locale={locale} viewDetails={messagesFor(projectMessages, locale).viewDetails} />
                  </li>
                ))}
              </ul>
              {pageCount > 1 && (
                <nav aria-label={m.pages} className="mt-10 flex flex-wrap items-center justify-center gap-3">
                  {page > 1 && (
                    <a href={searchHref(locale, q, page - 1)} rel="prev" className={buttonVariants({ variant: "outline" })}>
                      {m.previous}
                    </a>
                  )}
                  <span className="text-sm text-muted-foreground" aria-current="page">
                    {m.pageOf(page, pageCount)}
                  </span>
                  {page < pageCount && (
                    <a href={searchHref(locale, q, page + 1)} rel="next" className={buttonVariants({ variant: "outline" })}>
                      {m.next}
                    </a>
                  )}
                </nav>
              )}
            </>
          )}
        </div>
      </div>
    </main>
  );
}
