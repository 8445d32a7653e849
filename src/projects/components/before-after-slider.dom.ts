/**
 * The before/after comparison's data-* names: before-after-slider.tsx renders them,
 * before-after-slider.controller.ts finds and reads them.
 */
export enum BeforeAfterSliderDom {
  /** The root, with the number of pairs and the words it fills in. */
  BeforeAfter = "data-before-after",
  Pairs = "data-pairs",
  ValueText = "data-value-text",
  Position = "data-position",
  /** The picture area (dragged on), its two sides, their labels, the dividing line and the handle (a slider). */
  BaArea = "data-ba-area",
  BaBefore = "data-ba-before",
  BaAfter = "data-ba-after",
  BaLabel = "data-ba-label",
  BaLine = "data-ba-line",
  BaHandle = "data-ba-handle",
  /** Previous/next pair (`-1`, `1`) and the 'n / total' between them. */
  BaStep = "data-ba-step",
  BaPosition = "data-ba-position",
  /** The labels' toggle, and its two faces (`shown`, `hidden`). */
  BaToggle = "data-ba-toggle",
  BaWhen = "data-ba-when",
  /** A pair's captions, named by the pair's index. */
  BaCaptions = "data-ba-captions",
  /** A later pair's template, named by its index, holding a `Side` each for `before` and `after`. */
  BaPair = "data-ba-pair",
  Side = "data-side",
}
