"use client";
import { Copy } from "lucide-react";
import { useRef, useState, type ReactNode } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";

type Props = {
  /** The heading's id (the section is labelled by it). */
  id: string;
  title: string;
  /** Why it is shown only now, and until when it works. */
  note: string;
  url: string;
  words: { copy: string; copied: string };
  /** Marks the field for tests and scripts: e.g. `{ "data-review-link": "" }`. */
  fieldData: Record<`data-${string}`, string>;
  /** Further ways to send it (e-mail, WhatsApp). */
  children?: ReactNode;
};

/**
 * A link made for someone outside the back office (a review request, a preview), shown once in
 * the answer to the post that made it: the field selects itself on focus, "Copiar" uses the
 * clipboard where the page may (https or localhost) and otherwise selects the link for Ctrl+C.
 */
export function NewLink({ id, title, note, url, words, fieldData, children }: Props) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <section
      role="status"
      aria-labelledby={id}
      className="flex flex-col gap-3 rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <p className="text-sm">{note}</p>
      <Input ref={field} readOnly value={url} aria-label={title} onFocus={(e) => e.currentTarget.select()} {...fieldData} />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            const copying = navigator.clipboard?.writeText(url) ?? Promise.reject(new Error("no clipboard"));
            copying.then(
              () => setCopied(true),
              () => field.current?.select(),
            );
          }}
        >
          <Copy aria-hidden />
          <span aria-live="polite">{copied ? words.copied : words.copy}</span>
        </Button>
        {children}
      </div>
    </section>
  );
}
