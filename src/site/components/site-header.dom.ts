/**
 * The header's data-* names: site-header.tsx renders them, site-header.controller.ts finds them and
 * keeps `Opaque` and `Open` in step (the header's and the toggle's classes name them too).
 */
export enum SiteHeaderDom {
  SiteHeader = "data-site-header",
  /** `true` or `false`: after 10 px of scroll or while the menu is open. */
  Opaque = "data-opaque",
  /** The mobile menu's toggle, open or not, with its two labels. */
  MenuToggle = "data-menu-toggle",
  Open = "data-open",
  OpenLabel = "data-open-label",
  CloseLabel = "data-close-label",
}
