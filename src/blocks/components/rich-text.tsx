import { richTextClass } from "@/editor/typography";
import { cn } from "@/lib/cn";

/**
 * Moves the author's headings so the highest one becomes an h{top} (e.g. h3 under the page's
 * h1 and a section h2), keeping their relative levels, capped at h6. The input is sanitised
 * HTML: a `<h` in text or attributes is escaped, so only real tags match.
 */
export function normalizeHeadings(html: string, top: number): string {
  const levels = [...html.matchAll(/<h([1-6])(?=[\s>])/gi)].map((m) => Number(m[1]));
  if (levels.length === 0) return html;
  const shift = top - Math.min(...levels);
  if (shift === 0) return html;
  return html.replace(/<(\/?)h([1-6])(?=[\s>])/gi, (_m, slash: string, level: string) => `<${slash}h${Math.min(6, Math.max(1, Number(level) + shift))}`);
}

/**
 * Already-sanitised HTML (sanitised on write and again on read by the queries). With
 * `headingLevel`, the author's headings are renumbered to start at that level.
 */
export function RichText({ html, headingLevel, className }: { html: string; headingLevel?: number; className?: string }) {
  const body = headingLevel ? normalizeHeadings(html, headingLevel) : html;
  return <div className={cn(richTextClass, className)} dangerouslySetInnerHTML={{ __html: body }} />;
}
