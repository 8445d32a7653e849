"use client";
import { Link2 } from "lucide-react";
import { useActionState } from "react";
import { NewLink } from "@/admin/components/new-link.client";
import { Button } from "@/ui/button";
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
      {state.created ? (
        <NewLink
          id="new-preview-link"
          title={words.linkTitle}
          note={state.created.note}
          url={state.created.url}
          words={words}
          fieldData={{ "data-preview-link": "" }}
        />
      ) : null}
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
