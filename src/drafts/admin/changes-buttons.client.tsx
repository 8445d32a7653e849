"use client";
import { Trash2, Upload } from "lucide-react";
import { useActionState } from "react";
import { Button } from "@/ui/button";
import { discardChangesFormAction, publishChangesFormAction, type ChangesFormState } from "../actions";

type Words = { publish: string; discard: string; discardTitle: string; discardText: string };

const idle: ChangesFormState = { seq: 0, error: null };

/**
 * "Publicar cambios" and "Descartar cambios": forms posting server actions, drawn by React on the
 * server too, so both work without JavaScript. Discarding cannot be undone: its button opens a
 * disclosure that asks again (a <details>, so it also needs no script).
 */
export function ChangesButtons({ projectId, words }: { projectId: string; words: Words }) {
  const [published, publish, publishing] = useActionState(publishChangesFormAction, idle);
  const [discarded, discard, discarding] = useActionState(discardChangesFormAction, idle);
  const error = published.error ?? discarded.error;
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap items-start gap-3">
        <form method="post" action={publish}>
          <input type="hidden" name="projectId" value={projectId} />
          <Button type="submit" disabled={publishing || discarding} aria-busy={publishing || undefined}>
            <Upload aria-hidden />
            {words.publish}
          </Button>
        </form>
        <details className="group">
          <summary className="inline-flex h-10 cursor-pointer list-none items-center gap-2 rounded-md border border-input bg-background px-4 text-sm font-medium hover:bg-accent focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
            <Trash2 className="size-4" aria-hidden />
            {words.discard}
          </summary>
          <form method="post" action={discard} className="mt-3 flex max-w-md flex-col gap-3 rounded-md border border-destructive/40 p-4">
            <p className="text-sm font-semibold">{words.discardTitle}</p>
            <p className="text-sm text-muted-foreground">{words.discardText}</p>
            <input type="hidden" name="projectId" value={projectId} />
            <Button type="submit" variant="destructive" className="self-start" disabled={publishing || discarding} aria-busy={discarding || undefined}>
              {words.discard}
            </Button>
          </form>
        </details>
      </div>
    </div>
  );
}
