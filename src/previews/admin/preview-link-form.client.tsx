"use client";
import { Copy, Link2 } from "lucide-react";
import { useActionState, useRef, useState } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { createPreviewLinkFormAction, type PreviewFormState } from "../actions";

type Words = { create: string; linkTitle: string; copy: string; copied: string };

/**
 * "Crear enlace de vista previa". The form posts a server action whose answer React draws on the
 * server as well, so it works the same without JavaScript; the new link is in that answer only
 * (the database keeps its hash). `words` come from the server, in the person's language.
 */
export function PreviewLinkForm({ projectId, words }: { projectId: string; words: Words }) {
  const [state, post, pending] = useActionState(createPreviewLinkFormAction, { seq: 0, created: null, error: null } satisfies PreviewFormState);
  return (
    <div className="flex flex-col gap-3">
      {state.created ? <NewPreviewLink url={state.created.url} note={state.created.note} words={words} /> : null}
      {state.error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {state.error}
        </p>
      ) : null}
      <form method="post" action={post}>
        <input type="hidden" name="projectId" value={projectId} />
        <Button type="submit" variant="outline" disabled={pending} aria-busy={pending || undefined}>
          <Link2 aria-hidden />
          {words.create}
        </Button>
      </form>
    </div>
  );
}

function NewPreviewLink({ url, note, words }: { url: string; note: string; words: Words }) {
  const [copied, setCopied] = useState(false);
  const field = useRef<HTMLInputElement>(null);
  return (
    <section
      role="status"
      aria-labelledby="new-preview-link"
      className="flex flex-col gap-3 rounded-lg border border-emerald-600/40 bg-emerald-50 p-4 text-emerald-950 dark:bg-emerald-950 dark:text-emerald-50"
    >
      <h3 id="new-preview-link" className="font-semibold">
        {words.linkTitle}
      </h3>
      <p className="text-sm">{note}</p>
      <Input ref={field} readOnly value={url} aria-label={words.linkTitle} onFocus={(e) => e.currentTarget.select()} data-preview-link />
      <div>
        <Button
          type="button"
          variant="outline"
          onClick={() => {
            // The clipboard needs a secure page (https or localhost): elsewhere the link is selected, ready for Ctrl+C.
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
      </div>
    </section>
  );
}
