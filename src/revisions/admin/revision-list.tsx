import Link from "next/link";
import { formatDateTime } from "@/lib/dates";
import { restoreProjectRevisionFormAction } from "../actions";
import { projectRevisionPath } from "../paths";
import type { RevisionRow } from "../queries";
import type { RevisionAdminMessages } from "./messages";
import { revisionSummary } from "./summary";

type Props = {
  projectId: string;
  rows: RevisionRow[];
  /** The id of the newest version of all, marked as such where it is listed. */
  latestId: string | null;
  m: RevisionAdminMessages;
};

/*
 * A row is drawn twice (the HTML and the page's RSC payload) on a page that also carries the whole
 * project form: its markup stays small, with short class lists and no icons. What a restore does
 * is said once, above the list.
 */
const CONTROL = "inline-flex h-8 items-center rounded-md border px-3 font-medium hover:bg-accent";

/**
 * Versions of a project's history, newest first: when, who, what changed, "Ver" and "Restaurar".
 * Restoring replaces what the admin edits, so its button opens a disclosure that asks again (a
 * <details>: no script needed), holding the form that posts.
 */
export function RevisionList({ projectId, rows, latestId, m }: Props) {
  return (
    <ul className="divide-y rounded-md border">
      {rows.map((row) => {
        const date = formatDateTime(row.createdAt);
        return (
          <li key={row.id} data-revision-row={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
            <span className="font-medium tabular-nums">{date}</span>
            {row.id === latestId ? <span className="rounded-full bg-secondary px-2 text-xs font-semibold">{m.latest}</span> : null}
            <span className="text-muted-foreground">{row.author ?? m.noAuthor}</span>
            <span className="min-w-0 flex-1 basis-48">{revisionSummary(row.changed, m)}</span>
            <span className="flex flex-wrap items-start gap-2">
              <Link href={projectRevisionPath(projectId, row.id)} aria-label={m.viewOf(date)} className={CONTROL}>
                {m.view}
              </Link>
              <details>
                <summary aria-label={m.restoreOf(date)} className={`${CONTROL} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}>
                  {m.restore}
                </summary>
                <RestoreForm projectId={projectId} revisionId={row.id} question={m.restoreTitle(date)} m={m} />
              </details>
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The post of "Restaurar" (a server action: it works before any script), under the question it answers. */
export function RestoreForm({ projectId, revisionId, question, m }: { projectId: string; revisionId: string; question: string; m: RevisionAdminMessages }) {
  return (
    <form method="post" action={restoreProjectRevisionFormAction} className="mt-2 flex flex-col items-start gap-2">
      <p className="font-semibold">{question}</p>
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="revisionId" value={revisionId} />
      <button type="submit" className={`${CONTROL} bg-primary text-primary-foreground hover:bg-primary/90`}>
        {m.restoreConfirm}
      </button>
    </form>
  );
}
