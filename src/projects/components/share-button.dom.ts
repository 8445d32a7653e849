/**
 * The share button's data-* names: share-button.tsx renders them, share-button.controller.ts reads
 * them. The button carries what is shared and the toasts' words, in the page's language.
 */
export enum ShareButtonDom {
  Share = "data-share",
  Title = "data-title",
  Path = "data-path",
  Copied = "data-copied",
  CopiedText = "data-copied-text",
  Failed = "data-failed",
  Close = "data-close",
}
