import type { CategoryFilter } from "@/categories/queries";
import type { ProjectCardDto } from "@/projects/types";
import { LANDING_PAGE_SIZE } from "./paging";
import { SAMPLE_PROJECTS } from "./sample-projects";

type CardPage = { projects: ProjectCardDto[]; page: number; pageCount: number; total: number };

/** The reads behind the projects section (the cached queries in production, fakes in tests). */
export type LandingReads = {
  categories: () => Promise<CategoryFilter[]>;
  page: (options: { categoryId: string | null; page: number; pageSize: number }) => Promise<CardPage>;
};

export type LandingPosition = { categoria: string | null; pagina: number };

export type LandingProjects = CardPage & {
  /** The filter's buttons after 'Todos': categories with published projects, plus the chosen one. */
  categories: CategoryFilter[];
  /** The chosen category; null for 'Todos' (also for an unknown slug). */
  active: CategoryFilter | null;
  failed: boolean;
};

/** One page of the section at this filter; throws when the database cannot be read. */
export async function readLandingPage(position: LandingPosition, reads: LandingReads): Promise<LandingProjects> {
  const filters = await reads.categories();
  const active = filters.find((c) => c.slug === position.categoria) ?? null;
  const cards = await reads.page({ categoryId: active?.id ?? null, page: position.pagina, pageSize: LANDING_PAGE_SIZE });
  return { ...cards, categories: filters.filter((c) => c.publishedCount > 0 || c === active), active, failed: false };
}

/** The section's data; sample projects and the warning flag when the read fails (spec). */
export async function loadLandingProjects(position: LandingPosition, reads: LandingReads): Promise<LandingProjects> {
  try {
    return await readLandingPage(position, reads);
  } catch (err) {
    console.error("[landing] could not load projects", err);
    return { projects: SAMPLE_PROJECTS, page: 1, pageCount: 1, total: SAMPLE_PROJECTS.length, categories: [], active: null, failed: true };
  }
}
