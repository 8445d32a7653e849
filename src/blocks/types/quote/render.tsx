import { __iconData as quoteIcon } from "lucide-react/icons/quote";
import { icon } from "@/ui/icon";
import type { Content } from "../../content";
import { readQuote } from "./model";

// Built here, not taken from @/ui/icons: the editor (a client component) draws this renderer too.
const QuoteIcon = icon(quoteIcon);

/** A highlighted quotation with its author and role. */
export function renderQuote(content: Content) {
  const q = readQuote(content);
  if (!q.quote) return null;
  return (
    <figure className="relative rounded-xl border-l-4 border-primary bg-muted/60 px-6 py-6 sm:px-10 sm:py-8">
      <QuoteIcon className="mb-3 size-8 text-primary/70" aria-hidden />
      <blockquote className="whitespace-pre-line text-lg leading-relaxed italic sm:text-xl">{q.quote}</blockquote>
      {(q.author || q.role) && (
        <figcaption className="mt-4 text-sm">
          — {q.author && <cite className="font-semibold not-italic">{q.author}</cite>}
          {q.author && q.role && ", "}
          {q.role && <span className="text-muted-foreground">{q.role}</span>}
        </figcaption>
      )}
    </figure>
  );
}
