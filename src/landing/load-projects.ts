import type { CategoryFilter } from "@/categories/queries";
import { localizeTexts } from "@/i18n/content";
import { INTL_LOCALE, type PublicLocale } from "@/i18n/locales";
import { localizeCards } from "@/projects/localize";
import type { ProjectCardDto, ProjectCardRecord } from "@/projects/types";
import { LANDING_PAGE_SIZE } from "./paging";
import { SAMPLE_PROJECTS } from "./sample-projects";
import { logFailure } from "@/lib/failure-log";

type CardPage<Card> = { projects: Card[]; page: number; pageCount: number; total: number };

/** The reads behind the projects section (the cached queries in production, fakes in tests). */
export type LandingReads = {
  categories: () => Promise<CategoryFilter[]>;
  page: (options: { categoryId: string | null; page: number; pageSize: number }) => Promise<CardPage<ProjectCardRecord>>;
};

export type LandingPosition = { categoria: string | null; pagina: number };

/** A filter button: the category's name in the visitor's language. */
export type FilterCategory = Omit<CategoryFilter, "translations">;

export type LandingProjects = CardPage<ProjectCardDto> & {
  /** The filter's buttons after 'Todos': categories with published projects, plus the chosen one. */
  categories: FilterCategory[];
  /** The chosen category; null for 'Todos' (also for an unknown slug). */
  active: FilterCategory | null;
  failed: boolean;
};

/**
 * The filter's categories in `locale`: each name translated (else the Spanish), in that
 * language's alphabetical order (the read orders by the Spanish name).
 */
function localizeFilters(filters: CategoryFilter[], locale: PublicLocale): FilterCategory[] {
  const named = filters.map(({ translations, ...filter }) => ({ ...filter, name: localizeTexts({ name: filter.name }, translations, locale).name }));
  if (locale === "es") return named;
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  return named.sort((a, b) => collator.compare(a.name, b.name));
}

/** One page of the section at this filter, in the visitor's language; throws when the database cannot be read. */
export async function readLandingPage(position: LandingPosition, reads: LandingReads, locale: PublicLocale): Promise<LandingProjects> {
  const filters = localizeFilters(await reads.categories(), locale);
  const active = filters.find((c) => c.slug === position.categoria) ?? null;
  const cards = await reads.page({ categoryId: active?.id ?? null, page: position.pagina, pageSize: LANDING_PAGE_SIZE });
  return {
    ...cards,
    projects: localizeCards(cards.projects, locale),
    categories: filters.filter((c) => c.publishedCount > 0 || c === active),
    active,
    failed: false,
  };
}

/** The section's data; sample projects and the warning flag when the read fails (spec). */
export async function loadLandingProjects(position: LandingPosition, reads: LandingReads, locale: PublicLocale): Promise<LandingProjects> {
  try {
    return await readLandingPage(position, reads, locale);
  } catch (err) {
    logFailure("error", "[landing] could not load projects", err);
    return { projects: SAMPLE_PROJECTS, page: 1, pageCount: 1, total: SAMPLE_PROJECTS.length, categories: [], active: null, failed: true };
  }
}
