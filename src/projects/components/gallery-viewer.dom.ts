/**
 * The fullscreen viewer's data-* names: gallery-viewer.tsx renders them, the gallery's controller
 * finds the dialog and gallery-viewer.controller.ts what is inside it.
 */
export enum GalleryViewerDom {
  GalleryViewer = "data-gallery-viewer",
  /** The clipping element; its first child is the track of (empty) slides. */
  ViewerViewport = "data-viewer-viewport",
  /** Previous/next (`-1`, `1`), close, the counter and the caption. */
  ViewerStep = "data-viewer-step",
  ViewerClose = "data-viewer-close",
  ViewerCounter = "data-viewer-counter",
  ViewerCaption = "data-viewer-caption",
}
