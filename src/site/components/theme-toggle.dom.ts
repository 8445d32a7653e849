/**
 * The theme toggle's data-* names: theme-toggle.tsx renders them, theme-toggle.controller.ts finds
 * the button, reads its words and keeps `Theme` in step (its icons' classes name it too).
 */
export enum ThemeToggleDom {
  ThemeToggle = "data-theme-toggle",
  /** `light`, `dark` or `system`: the state shown. */
  Theme = "data-theme",
  /** The words of its label ('Tema', 'cambiar a') and each state's name (`data-label-` + the state). */
  Label = "data-label",
  SwitchTo = "data-switch-to",
  LabelLight = "data-label-light",
  LabelDark = "data-label-dark",
  LabelSystem = "data-label-system",
}
