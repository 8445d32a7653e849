import { cn } from "@/lib/cn";

/**
 * Typography for the editor's HTML (headings, lists, quotes, code, links) without a plugin.
 * Headings are styled by their level as rendered, after any demotion.
 */
export const richTextClass = cn(
  "max-w-none text-base leading-relaxed text-foreground/90 break-words",
  "[&>*+*]:mt-4 [&_p:empty]:min-h-[1em]",
  "[&_h1]:text-3xl [&_h2]:text-2xl [&_h3]:text-2xl [&_h4]:text-xl [&_h5]:text-lg [&_h6]:text-base",
  "[&_:is(h1,h2,h3,h4,h5,h6)]:font-semibold [&_:is(h1,h2,h3,h4,h5,h6)]:leading-tight [&_:is(h1,h2,h3,h4,h5,h6)]:text-foreground [&>:is(h1,h2,h3,h4,h5,h6)]:mt-8 [&>:is(h1,h2,h3,h4,h5,h6):first-child]:mt-0",
  "[&_ul]:list-disc [&_ol]:list-decimal [&_:is(ul,ol)]:space-y-1 [&_:is(ul,ol)]:pl-6",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary/60 [&_blockquote]:pl-4 [&_blockquote]:italic [&_blockquote]:text-muted-foreground",
  "[&_pre]:overflow-x-auto [&_pre]:rounded-md [&_pre]:bg-muted [&_pre]:p-4 [&_pre]:text-sm [&_code]:font-mono [&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_hr]:my-8",
);

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
