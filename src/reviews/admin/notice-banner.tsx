import type { ReviewFailure, ReviewNotice } from "../notices";
import type { ReviewAdminMessages } from "./messages";

const FAILURES = { status: "statusError", delete: "deleteError", notFound: "notFound" } as const satisfies Record<ReviewFailure, keyof ReviewAdminMessages>;

/** What the last post did (`?aviso=`) or why it failed (`?fallo=`), said on the page it came back to. */
export function NoticeBanner({ m, notice, failure }: { m: ReviewAdminMessages; notice: ReviewNotice | null; failure: ReviewFailure | null }) {
  if (failure) {
    return (
      <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
        {m[FAILURES[failure]]}
      </p>
    );
  }
  if (!notice) return null;
  return (
    <p
      role="status"
      className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
    >
      {m.done[notice]}
    </p>
  );
}
