import type { ReactNode } from "react";
import type { PublicLocale } from "@/i18n/locales";
import { landingHref } from "../paging";
import { ProjectsSectionDom } from "./projects-section.dom";

type Props = {
  /** This page's cards, as <li>s. */
  children: ReactNode;
  categoria: string | null;
  page: number;
  pageCount: number;
  locale: PublicLocale;
  labels: { newer: string; loadMore: string; loading: string; pageOf: string };
};

const actionClass =
  "inline-flex h-11 items-center justify-center rounded-md px-8 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/**
 * The card grid and its paging links. "Ver más" opens the next page (`?pagina=N#projects`);
 * with JavaScript, `projects-section.controller.ts` appends that page's cards here instead,
 * taken from the same server-rendered page (it reads the names of `projects-section.dom.ts`).
 */
export function ProjectGrid({ children, categoria, page, pageCount, locale, labels: l }: Props) {
  const next = page < pageCount ? page + 1 : null;
  return (
    <>
      {/* data-reveal-*: the staggered reveal (globals.css); appended cards are revealed too. */}
      <ul {...{ [ProjectsSectionDom.ProjectsList]: "" }} data-reveal-stagger className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {children}
      </ul>
      {(page > 1 || next !== null) && (
        <div data-projects-paging="" className="mt-10 flex flex-wrap items-center justify-center gap-3">
          {page > 1 && (
            <a href={landingHref(locale, { categoria, pagina: page - 1 })} className={`${actionClass} border bg-background hover:bg-accent`}>
              {l.newer}
            </a>
          )}
          {next !== null && (
            <a
              href={landingHref(locale, { categoria, pagina: next })}
              {...{ [ProjectsSectionDom.ProjectsMore]: "", [ProjectsSectionDom.Loading]: l.loading }}
              className={`${actionClass} bg-primary text-primary-foreground hover:bg-primary/90`}
            >
              {l.loadMore}
            </a>
          )}
        </div>
      )}
      {page > 1 && <p className="mt-4 text-center text-sm text-muted-foreground">{l.pageOf}</p>}
    </>
  );
}
