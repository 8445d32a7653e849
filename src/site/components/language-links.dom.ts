/** The language links' data-* name: language-links.tsx renders it, language-links.controller.ts finds it. */
export enum LanguageLinksDom {
  LanguageLink = "data-language-link",
}
