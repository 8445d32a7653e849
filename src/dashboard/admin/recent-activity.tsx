import { Activity } from "lucide-react";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { activityMessages, type ActivityMessages } from "../admin/messages";
import { describeActivity, formatDateTime } from "../activity";
import type { ActivityEntry } from "../service";

/**
 * Who made a change: the staff member, or, for an entry without a user, the schedule job
 * (a project published or withdrawn at its time), the enquiries' retention job or a customer (a
 * review through its link).
 */
function actorOf(entry: ActivityEntry, m: ActivityMessages): string {
  if (entry.userEmail) return entry.userEmail;
  if (entry.userId) return m.deletedUser;
  if (entry.action.startsWith("lead.retention-")) return m.byRetention;
  return entry.action.startsWith("project.scheduled-") ? m.bySchedule : m.byCustomer;
}

/** The last changes made in the back office, from the audit log. */
export async function RecentActivity({ entries }: { entries: ActivityEntry[] }) {
  const locale = await adminLocale();
  const m = messagesFor(activityMessages, locale);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-lg">
          <Activity className="size-5 text-primary" aria-hidden />
          {m.title}
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="py-6 text-center text-sm text-muted-foreground">{m.empty}</p>
        ) : (
          <ol className="divide-y" aria-label={m.title}>
            {entries.map((entry) => {
              const sentence = describeActivity(entry.action, entry.entity, entry.details, locale);
              return (
                <li key={entry.id} className="flex flex-col gap-1 py-3 sm:flex-row sm:items-start sm:justify-between sm:gap-4">
                  <div className="min-w-0">
                    <p className="text-sm break-words">{sentence}</p>
                    <p className="truncate text-xs text-muted-foreground">{actorOf(entry, m)}</p>
                  </div>
                  <time dateTime={entry.at.toISOString()} className="shrink-0 text-xs tabular-nums text-muted-foreground">
                    {formatDateTime(entry.at)}
                  </time>
                </li>
              );
            })}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
