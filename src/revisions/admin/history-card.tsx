import { History } from "lucide-react";
import Link from "next/link";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { buttonVariants } from "@/ui/button";
import { getRecentRevisions } from "../admin-queries";
import { projectHistoryPath, type HistoryAnswer } from "../paths";
import { PROJECT_HISTORY_LIMIT } from "../record";
import { revisionAdminMessages } from "./messages";
import { RevisionList } from "./revision-list";

/** How many versions the project's form shows; the rest are on the history's pages. */
export const CARD_REVISIONS = 10;

/**
 * The project form's "Historial" card, drawn on the server: the newest versions (who, when,
 * what changed), each with "Ver" and "Restaurar", and a link to the whole history.
 */
export async function ProjectHistoryCard({ projectId, published, answer }: { projectId: string; published: boolean; answer: HistoryAnswer | null }) {
  const m = messagesFor(revisionAdminMessages, await adminLocale());
  const { rows, more } = await getRecentRevisions(projectId, CARD_REVISIONS);
  return (
    <section id="project-history" aria-labelledby="project-history-title" className="flex scroll-mt-20 flex-col gap-4 rounded-lg border bg-card p-6">
      <div>
        <h2 id="project-history-title" className="text-lg font-semibold">
          {m.cardTitle}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          {m.cardText(PROJECT_HISTORY_LIMIT)} {published ? m.cardRestoreLive : m.cardRestoreDraft}
        </p>
      </div>
      {answer === "error" ? (
        <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
          {m.restoreError}
        </p>
      ) : null}
      {rows.length ? (
        <RevisionList projectId={projectId} rows={rows} latestId={rows[0].id} m={m} />
      ) : (
        <p className="text-sm text-muted-foreground">{m.empty}</p>
      )}
      {more ? (
        <Link href={projectHistoryPath(projectId)} className={`${buttonVariants({ variant: "outline" })} self-start`}>
          <History aria-hidden />
          {m.seeAll}
        </Link>
      ) : null}
    </section>
  );
}
