/**
 * The project tabs' data-* names: project-tabs.tsx renders them, project-tabs.controller.ts finds
 * them and keeps `State` in step (the tabs' and panels' classes name it too).
 */
export enum ProjectTabsDom {
  Tabs = "data-tabs",
  /** A panel's content, held in a template until its tab is selected. */
  TabContent = "data-tab-content",
  /** `active` or `inactive`, on each tab and panel. */
  State = "data-state",
}
