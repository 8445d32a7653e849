import Link from "next/link";
import type { Page } from "@/admin/list-query";
import type { Locale } from "@/i18n/locales";
import { formatNumber } from "@/i18n/format";
import { formatDate, formatDateTime } from "@/lib/dates";
import { leadHref } from "../paths";
import type { TimelineEvent } from "../service";
import type { LeadAdminMessages } from "./messages";

const amount = (value: unknown) => (typeof value === "number" ? value : null);
const text = (value: unknown) => (typeof value === "string" ? value : "");

function title(m: LeadAdminMessages, locale: Locale, e: TimelineEvent): string {
  switch (e.kind) {
    case "created":
      return m.events.created;
    case "stage":
      return m.events.stage(e.fromStage ? m.stages[e.fromStage] : "", e.toStage ? m.stages[e.toStage] : "");
    case "note":
      return m.events.note;
    case "email":
      return m.events.email;
    case "assigned":
      return e.details?.to ? m.events.assigned(e.assigneeName ?? m.unknownActor) : m.events.unassigned;
    case "next-action":
      return e.body ? m.events.nextAction(e.body, formatDate(text(e.details?.day))) : m.events.nextActionCleared;
    case "value": {
      const to = amount(e.details?.to);
      return to === null ? m.events.valueCleared : m.events.value(formatNumber(locale, to));
    }
    default:
      return e.kind;
  }
}

type Props = {
  m: LeadAdminMessages;
  locale: Locale;
  id: string;
  timeline: Page<TimelineEvent>;
  /** When the enquiry came from the web: said as the timeline's first entry (it has no event of its own). */
  receivedAt: Date | null;
};

/** Who did what and when (dd/MM/yyyy HH:mm, Madrid), newest first, 50 a page. */
export function Timeline({ m, locale, id, timeline, receivedAt }: Props) {
  const lastPage = timeline.page >= timeline.pages;
  const pageHref = (n: number) => `${leadHref(id)}${n > 1 ? `?historial=${n}` : ""}#timeline`;
  return (
    <div className="flex flex-col gap-3">
      {timeline.rows.length === 0 && !receivedAt ? <p className="text-sm text-muted-foreground">{m.timelineEmpty}</p> : null}
      <ol className="flex flex-col gap-3" data-testid="lead-timeline">
        {timeline.rows.map((e) => (
          <li key={e.id} className="border-l-2 pl-3" data-event-kind={e.kind}>
            <p className="text-sm font-medium">{title(m, locale, e)}</p>
            {e.body && (e.kind === "note" || e.kind === "stage" || e.kind === "email") ? (
              <p className="whitespace-pre-wrap break-words text-sm">{e.kind === "stage" ? m.lostReasonNow(e.body) : e.body}</p>
            ) : null}
            <p className="text-xs text-muted-foreground">
              {e.actorName ?? m.unknownActor}
              {" · "}
              <time dateTime={e.at.toISOString()} className="tabular-nums">
                {formatDateTime(e.at)}
              </time>
            </p>
          </li>
        ))}
        {lastPage && receivedAt ? (
          <li className="border-l-2 pl-3" data-event-kind="received">
            <p className="text-sm font-medium">{m.receivedFromWeb}</p>
            <p className="text-xs text-muted-foreground">
              <time dateTime={receivedAt.toISOString()} className="tabular-nums">
                {formatDateTime(receivedAt)}
              </time>
            </p>
          </li>
        ) : null}
      </ol>
      {timeline.pages > 1 ? (
        <nav aria-label={m.timeline} className="flex items-center gap-3 text-sm">
          {timeline.page > 1 ? <Link href={pageHref(timeline.page - 1)}>{m.newer}</Link> : null}
          <span className="tabular-nums text-muted-foreground">{m.timelinePage(timeline.page, timeline.pages)}</span>
          {!lastPage ? <Link href={pageHref(timeline.page + 1)}>{m.older}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}
