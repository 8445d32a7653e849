import type { LeadFailure, LeadNotice } from "../paths";
import type { LeadAdminMessages } from "./messages";

/** What the last post did (`?aviso=`) or why it failed (`?fallo=`), said on the page it came back to. */
export function LeadNoticeBanner({ m, notice, failure }: { m: LeadAdminMessages; notice: LeadNotice | null; failure: LeadFailure | null }) {
  if (failure) {
    const text = failure === "not-found" ? m.notFound : failure === "assignee" ? m.assigneeNotAllowed : m.failures[failure];
    return (
      <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
        {text}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {m.notices[notice]}
    </p>
  );
}
