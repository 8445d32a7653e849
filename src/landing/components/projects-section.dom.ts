/**
 * The landing page's projects section's data-* names: projects-section.tsx and project-grid.tsx
 * render them, projects-section.controller.ts finds and reads them (also in the pages it fetches).
 */
export enum ProjectsSectionDom {
  ProjectGrid = "data-project-grid",
  /** The parts a category change swaps in from the fetched page, each named by its value. */
  ProjectsPart = "data-projects-part",
  /** The category links. */
  ProjectsFilter = "data-projects-filter",
  /** The card list, and the "Ver más" link with its word while it loads. */
  ProjectsList = "data-projects-list",
  ProjectsMore = "data-projects-more",
  Loading = "data-loading",
  /** The live region that says how many cards "Ver más" brought, with the plural's two forms. */
  ProjectsStatus = "data-projects-status",
  LoadedOne = "data-loaded-one",
  LoadedOther = "data-loaded-other",
}
