import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import type { ChangesNotice } from "../notice";
import { ChangesButtons } from "./changes-buttons.client";
import { draftAdminMessages } from "./messages";

type Props = { projectId: string; hasChanges: boolean; notice: ChangesNotice | null };

/**
 * Above the form of a project on the site: whether it has changes visitors do not see yet, and
 * the buttons that publish or discard them (src/drafts/).
 */
export async function ChangesCard({ projectId, hasChanges, notice }: Props) {
  const m = messagesFor(draftAdminMessages, await adminLocale());
  return (
    <section
      aria-labelledby="working-copy-title"
      data-working-copy={hasChanges ? "changes" : "none"}
      className={
        hasChanges ? "flex flex-col gap-3 rounded-lg border border-amber-500/60 bg-amber-50 p-4 dark:bg-amber-950" : "flex flex-col gap-3 rounded-lg border p-4"
      }
    >
      {notice ? (
        <p role="status" className="text-sm font-medium text-emerald-800 dark:text-emerald-200">
          {notice === "publicados" ? m.published : m.discarded}
        </p>
      ) : null}
      {hasChanges ? (
        <>
          <div>
            <h2 id="working-copy-title" className="text-base font-semibold">
              {m.changesTitle}
            </h2>
            <p className="mt-1 text-sm">{m.changesText}</p>
          </div>
          <ChangesButtons projectId={projectId} words={{ publish: m.publish, discard: m.discard, discardTitle: m.discardTitle, discardText: m.discardText }} />
        </>
      ) : (
        <p id="working-copy-title" className="text-sm text-muted-foreground">
          {m.liveNote}
        </p>
      )}
    </section>
  );
}
