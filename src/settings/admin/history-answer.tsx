import type { SettingsHistoryAnswer } from "../history-paths";
import type { SettingsHistoryMessages } from "./messages";

/** What a restore posted without JavaScript did, said on the history it came back to. */
export function HistoryAnswer({ h, answer }: { h: SettingsHistoryMessages; answer: SettingsHistoryAnswer | null }) {
  if (answer === "failed")
    return (
      <p role="alert" className="rounded-md border border-destructive/50 bg-destructive/10 px-4 py-3 text-sm font-medium text-destructive">
        {h.restoreError}
      </p>
    );
  if (answer === "restored")
    return (
      <p
        role="status"
        className="rounded-md border border-emerald-600/40 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100"
      >
        {h.restored}
      </p>
    );
  return null;
}
