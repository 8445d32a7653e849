import { AlarmClock, BellOff, Handshake, Sparkles } from "lucide-react";
import Link from "next/link";
import { adminLocale } from "@/auth/admin-locale";
import { messagesFor } from "@/i18n/catalogue";
import { formatNumber } from "@/i18n/format";
import { leadFollowUpMessages } from "@/messages/lead-follow-up";
import { NEW_LEADS_HREF, overdueLeadsHref, type FollowUp } from "@/leads/follow-up-queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";
import { StatCard } from "./stat-card";

/**
 * The dashboard's lead follow-up: the new leads and the overdue next actions (the person's own,
 * or the whole team's for an admin), each a link to the lead list filtered to them, and whether
 * the daily reminder e-mails can go out.
 */
export async function LeadFollowUp({ followUp }: { followUp: FollowUp }) {
  const locale = await adminLocale();
  const m = messagesFor(leadFollowUpMessages, locale).followUp;
  const overdue = followUp.mine ? m.overdueMine : m.overdueAll;
  return (
    <Card aria-labelledby="lead-follow-up-title" data-testid="lead-follow-up">
      <CardHeader>
        <CardTitle id="lead-follow-up-title" className="flex items-center gap-2 text-lg">
          <Handshake className="size-5 text-primary" aria-hidden />
          {m.title}
        </CardTitle>
        <CardDescription>{m.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-2 gap-3 sm:gap-4">
          <StatCard id="new-leads" {...m.newLeads} value={formatNumber(locale, followUp.newLeads)} icon={Sparkles} href={NEW_LEADS_HREF} />
          <StatCard id="overdue-actions" {...overdue} value={formatNumber(locale, followUp.overdue)} icon={AlarmClock} href={overdueLeadsHref(followUp.mine)} />
        </div>
        {followUp.reminders ? (
          <p className="text-sm text-muted-foreground">{m.remindersOn}</p>
        ) : (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-orange-800 dark:text-orange-300" data-reminders-off>
            <BellOff className="size-4 shrink-0" aria-hidden />
            {m.remindersOff}
            {followUp.canConfigure ? (
              <Link href="/admin/settings" className="font-medium underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring">
                {m.configure}
              </Link>
            ) : null}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
