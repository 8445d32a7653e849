import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import type { HistoryAnswer } from "../paths";
import { revisionAdminMessages } from "./messages";

/**
 * At the top of the project's form after "Restaurar": where the version went (a project on the
 * site: its unpublished changes, published from the card just below), and a slug kept.
 */
export async function RestoreNotice({ answer, published }: { answer: HistoryAnswer | null; published: boolean }) {
  if (answer !== "restaurada" && answer !== "slug-conservado") return null;
  const m = messagesFor(revisionAdminMessages, await adminLocale());
  return (
    <div
      role="status"
      className="flex flex-col gap-1 rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      <p>{published ? m.restoredLive : m.restoredDraft}</p>
      {answer === "slug-conservado" ? <p>{m.keptSlug}</p> : null}
    </div>
  );
}
