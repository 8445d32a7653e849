import { Eye, RotateCcw } from "lucide-react";
import Link from "next/link";
import { formatDateTime } from "@/lib/dates";
import { Badge } from "@/ui/badge";
import { Button, buttonVariants } from "@/ui/button";
import { restoreProjectRevisionFormAction } from "../actions";
import { projectRevisionPath } from "../paths";
import type { RevisionRow } from "../queries";
import type { RevisionAdminMessages } from "./messages";
import { revisionSummary } from "./summary";

type Props = {
  projectId: string;
  /** On the site: a restore goes to its unpublished changes (said before it is confirmed). */
  published: boolean;
  rows: RevisionRow[];
  /** The id of the newest version of all, marked as such where it is listed. */
  latestId: string | null;
  m: RevisionAdminMessages;
};

/**
 * Versions of a project's history, newest first: when, who, what changed, "Ver" and "Restaurar".
 * Restoring replaces what the admin edits, so its button opens a disclosure that asks again (a
 * <details>: no script needed), holding the form that posts.
 */
export function RevisionList({ projectId, published, rows, latestId, m }: Props) {
  return (
    <ul className="divide-y rounded-md border">
      {rows.map((row) => {
        const date = formatDateTime(row.createdAt);
        return (
          <li key={row.id} data-revision-row={row.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 text-sm">
            <span className="tabular-nums font-medium">{date}</span>
            {row.id === latestId ? <Badge variant="secondary">{m.latest}</Badge> : null}
            <span className="text-muted-foreground">{row.author ?? m.noAuthor}</span>
            <span className="min-w-0 flex-1 basis-48">{revisionSummary(row.changed, m)}</span>
            <div className="flex flex-wrap items-start gap-2">
              <Link href={projectRevisionPath(projectId, row.id)} aria-label={m.viewOf(date)} className={buttonVariants({ variant: "ghost", size: "sm" })}>
                <Eye aria-hidden />
                {m.view}
              </Link>
              <details className="group">
                <summary
                  aria-label={m.restoreOf(date)}
                  className={`${buttonVariants({ variant: "outline", size: "sm" })} cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
                >
                  <RotateCcw aria-hidden />
                  {m.restore}
                </summary>
                <RestoreForm projectId={projectId} revisionId={row.id} published={published} date={date} m={m} className="mt-2 max-w-sm" />
              </details>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** The post of "Restaurar" (a server action: it works before any script), with what it will do. */
export function RestoreForm({
  projectId,
  revisionId,
  published,
  date,
  m,
  className = "",
}: {
  projectId: string;
  revisionId: string;
  published: boolean;
  date: string;
  m: RevisionAdminMessages;
  className?: string;
}) {
  return (
    <form method="post" action={restoreProjectRevisionFormAction} className={`flex flex-col gap-3 rounded-md border p-4 ${className}`}>
      <p className="text-sm font-semibold">{m.restoreTitle(date)}</p>
      <p className="text-sm text-muted-foreground">{published ? m.restoreTextLive : m.restoreTextDraft}</p>
      <input type="hidden" name="projectId" value={projectId} />
      <input type="hidden" name="revisionId" value={revisionId} />
      <Button type="submit" className="self-start">
        <RotateCcw aria-hidden />
        {m.restoreConfirm}
      </Button>
    </form>
  );
}
