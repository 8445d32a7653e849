import { cn } from "@/lib/cn";

/**
 * Typography for the editor's HTML (headings, lists, quotes, code, links) without a plugin.
 * Headings are styled by their level as rendered, after any demotion. The editor and the page
 * that shows its HTML (src/blocks/components/rich-text.tsx) both use it, so both look the same.
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
