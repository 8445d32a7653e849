export type Vocabulary = { classes: Set<string>; ids: Set<string>; types: Set<string> };

export function selectorRequirements(selector: string): { classes: string[]; ids: string[]; types: string[] };
export function htmlVocabulary(html: string): Vocabulary;
export function extractCriticalCss(css: string, vocabulary: Vocabulary): string;
export function firstScreenHtml(html: string): string;
export function createCriticalCss(options: {
  readStylesheet: (href: string) => string | null;
  scope?: "first-screen" | "page";
  maxEntries?: number;
  onExtract?: (ms: number, bytes: number) => void;
}): (html: string) => string;
export function nextStaticStylesheets(distDir: string): (href: string) => string | null;
