"use client";
import Link from "next/link";
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from "react";
import { ProjectCard } from "@/projects/components/project-card";
import type { ProjectCardDto } from "@/projects/types";
import { plural } from "@/i18n/format";
import type { PublicLocale } from "@/i18n/locales";
import { landingHref, projectsPageApiHref } from "../paging";

type Props = {
  /** This page's cards, rendered on the server as <li>s (their data is not sent twice). */
  children: ReactNode;
  categoria: string | null;
  page: number;
  pageCount: number;
  locale: PublicLocale;
  labels: GridLabels;
};

/** The grid's words, from the server (no catalogue in the page's JavaScript). */
export type GridLabels = {
  newer: string;
  loadMore: string;
  loading: string;
  /** "1 proyecto más cargado." / "# proyectos más cargados." */
  loaded: { one: string; other: string };
  pageOf: string;
  viewDetails: string;
};

type PageJson = { projects: ProjectCardDto[]; page: number; pageCount: number };

const actionClass =
  "inline-flex h-11 items-center justify-center rounded-md px-8 text-sm font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2";

/**
 * The card grid and its "Ver más" link. Without JavaScript the link opens the next page
 * (`?pagina=N#projects`); with it, the next page's cards are fetched as JSON from
 * /api/projects and appended in place, so the page the server renders stays one page long.
 */
export function ProjectGrid({ children, categoria, page, pageCount, locale, labels: l }: Props) {
  const [more, setMore] = useState<ProjectCardDto[]>([]);
  const [next, setNext] = useState<number | null>(page < pageCount ? page + 1 : null);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const list = useRef<HTMLUListElement>(null);
  /** Index of the card to focus once the appended cards are on screen. */
  const focusAfterAppend = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAfterAppend.current;
    if (index === null) return;
    focusAfterAppend.current = null;
    list.current?.children[index]?.querySelector("a")?.focus();
  }, [more]);

  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    // A new tab or window gets the server's page as it is.
    if (next === null || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    if (loading) return;
    setLoading(true);
    const href = landingHref(locale, { categoria, pagina: next });
    try {
      const res = await fetch(projectsPageApiHref({ categoria, pagina: next }, locale), { headers: { Accept: "application/json" } });
      if (!res.ok) throw new Error(`HTTP ${res.status}`);
      const data = (await res.json()) as PageJson;
      const firstNew = list.current?.children.length ?? 0;
      setMore((shown) => {
        const seen = new Set(shown.map((p) => p.id));
        return [...shown, ...data.projects.filter((p) => !seen.has(p.id))];
      });
      const following = data.page < data.pageCount ? data.page + 1 : null;
      setNext(following);
      setAnnouncement(plural(locale, data.projects.length, l.loaded));
      // With nothing left to load the link goes away: focus moves to the first new card.
      if (following === null) focusAfterAppend.current = firstNew;
    } catch (err) {
      console.error("[landing] could not load more projects", err);
      window.location.assign(href);
    } finally {
      setLoading(false);
    }
  }

  return (
    <>
      {/* data-reveal-*: the staggered reveal (globals.css); appended cards are revealed too. */}
      <ul ref={list} data-reveal-stagger className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        {children}
        {more.map((p) => (
          <li key={p.id} data-reveal>
            <ProjectCard project={p} locale={locale} viewDetails={l.viewDetails} />
          </li>
        ))}
      </ul>
      {(page > 1 || next !== null) && (
        <div className="mt-10 flex flex-wrap items-center justify-center gap-3">
          {page > 1 && (
            <Link
              href={landingHref(locale, { categoria, pagina: page - 1 })}
              prefetch={false}
              className={`${actionClass} border bg-background hover:bg-accent`}
            >
              {l.newer}
            </Link>
          )}
          {next !== null && (
            <a
              href={landingHref(locale, { categoria, pagina: next })}
              onClick={loadMore}
              aria-busy={loading || undefined}
              className={`${actionClass} bg-primary text-primary-foreground hover:bg-primary/90`}
            >
              {loading ? l.loading : l.loadMore}
            </a>
          )}
        </div>
      )}
      {page > 1 && <p className="mt-4 text-center text-sm text-muted-foreground">{l.pageOf}</p>}
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
    </>
  );
}
